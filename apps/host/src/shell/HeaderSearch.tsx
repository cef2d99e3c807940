import { PlainSearchField, whenIdle } from '@shop/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { startRemoteLoad } from '../federation/remotes';
import { preloadRemoteComponent, RemoteSlot } from './RemoteSlot';

const BOX = 'search/SuggestionBox';

/** The latest the field with suggestions waits for the page to be live (a page without a remote never is). */
export const HEADER_SEARCH_WAIT_MS = 4_000;

/** The plain field's input (the full one has its own). */
export const PLAIN_FIELD_ID = 'header-search-q';

/** The page is live: `<html data-shop-ready>`, set once the page's remote has hydrated or rendered (RemoteSlot). */
function whenPageLive(callback: () => void): () => void {
  const root = document.documentElement;
  if (root.hasAttribute('data-shop-ready')) {
    callback();
    return () => undefined;
  }
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    callback();
  };
  const observer = new MutationObserver(() => {
    if (root.hasAttribute('data-shop-ready')) done();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-shop-ready'] });
  const timer = setTimeout(done, HEADER_SEARCH_WAIT_MS);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/** Set once the field with suggestions has loaded: a header mounted later shows it at once. */
let boxLoaded = false;

type Phase = 'plain' | 'mounting' | 'box';

/**
 * The header's search on every page but the search page (which has its own field). The field with
 * suggestions is the search remote's code — on a category, brand or home page another remote's ~45 kB that
 * competed with the page's own for the line and the main thread while the page came alive. So the header shows
 * a plain search form first (server-rendered, a GET to the search page, with or without scripts) and loads the
 * field with suggestions once the page is live and the browser idle, or at once when the shopper goes to the
 * field. The full field is rendered out of sight until it has its texts, then takes the plain one's place in
 * one commit with what was typed there and the focus; both have the same markup, so nothing moves. If the
 * search remote cannot load, the plain form stays: the shop is searchable, and the next visit to the field
 * tries again.
 */
export function HeaderSearch({ locale, routeLocale, action }: { locale: string; routeLocale?: string; action: string }) {
  const [phase, setPhase] = useState<Phase>(() => (boxLoaded ? 'box' : 'plain'));
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const plainRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const navigate = useNavigate();
  // A search from the plain field opens the results in the page, as the full field would (no reload of the
  // shop); the same address as the form's GET.
  const submit = useCallback(
    (query: string) => {
      const q = query.trim();
      navigate(q ? `${action}?${new URLSearchParams({ q }).toString()}` : action);
    },
    [navigate, action],
  );

  const load = useCallback(() => {
    if (loading.current || boxLoaded) return;
    loading.current = true;
    startRemoteLoad(BOX).then(
      (mod) => {
        preloadRemoteComponent(BOX, mod);
        boxLoaded = true;
        setPhase((p) => (p === 'plain' ? 'mounting' : p));
      },
      (error: unknown) => {
        console.warn('[shell] the search field with suggestions did not load; the plain one stays', error);
        loading.current = false;
      },
    );
  }, []);

  useEffect(() => {
    if (phase !== 'plain') return undefined;
    let cancelIdle: () => void = () => undefined;
    const cancelLive = whenPageLive(() => {
      cancelIdle = whenIdle(load, 2_000);
    });
    return () => {
      cancelLive();
      cancelIdle();
    };
  }, [phase, load]);

  useEffect(() => {
    const box = boxRef.current;
    if (phase !== 'mounting' || !box) return undefined;
    // The full field is ready once its combobox is there (it waits for its own texts first). A slot that fails
    // while out of sight shows its fallback there, with a plain input: that one is not swapped in.
    const swap = () => {
      const input = box.querySelector<HTMLInputElement>('input[role="combobox"]');
      if (!input) return false;
      const plain = plainRef.current;
      const focused = plain !== null && document.activeElement === plain;
      const caret = focused ? plain.selectionStart : null;
      // Focus elsewhere in the plain form (its search button, reached with Tab) goes to the full field's own:
      // removed with the plain form, it fell to the body and Tab started from the top of the page again.
      const active = document.activeElement;
      const onSubmit = !focused && active instanceof HTMLElement && plain?.form?.contains(active) === true;
      flushSync(() => {
        setInitialQuery(plain?.value || undefined);
        setPhase('box');
      });
      if (focused) {
        input.focus();
        const at = caret ?? input.value.length;
        input.setSelectionRange(at, at);
      } else if (onSubmit) {
        (box.querySelector<HTMLElement>('button[type="submit"]') ?? input).focus();
      }
      return true;
    };
    if (swap()) return undefined;
    const observer = new MutationObserver(() => {
      if (swap()) observer.disconnect();
    });
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [phase]);

  return (
    <>
      {phase === 'box' ? null : (
        <PlainSearchField action={action} id={PLAIN_FIELD_ID} inputRef={plainRef} onEngage={load} onSubmitQuery={submit} testId="header-search-plain" />
      )}
      {phase === 'plain' ? null : (
        <div ref={boxRef} hidden={phase === 'mounting'}>
          <RemoteSlot
            id={BOX}
            props={{ locale, ...(routeLocale ? { routeLocale } : {}), ...(initialQuery ? { initialQuery } : {}) }}
            fallback={<PlainSearchField action={action} id={`${PLAIN_FIELD_ID}-fallback`} />}
          />
        </div>
      )}
    </>
  );
}
