import { type KeyboardEvent, type ReactNode, Suspense, type TouchEvent, useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useShopTranslation } from '@shop/market';
import { useToasts, type Toast } from '@shop/page-context';

import { formatCount } from './counts';
import { LiveRegion } from './LiveRegion';
import { inFrameGrownToContent } from './tallFrame';
import { OverlayRootContext, useTopLayer } from './links';
import { WIDE_LAYOUT_QUERY, useMediaQuery } from './useMediaQuery';

export interface FilterOverlayProps {
  /** Phones only: the dialog is shown. Ignored from 960 px, where the children are always inline. */
  open: boolean;
  /** Called on Escape, the close button, the result button and a horizontal swipe. */
  onClose: () => void;
  /** Number of products the current filters give, for the "Show N products" button. */
  resultCount: number;
  /** The filter controls, usually a `FacetPanel`. */
  children: ReactNode;
  /**
   * The listing's live message (loading, N products found) and the identity of its result: the dialog says it
   * too, since the page behind it, with the listing's own region, is inert while it is open.
   */
  announcement?: Announcement;
  /** The notices said above the result button; the page's toasts by default. */
  toasts?: readonly Toast[];
}

/** A live message and the identity of the result it is about (see {@link LiveRegion}). */
export interface Announcement {
  message: string;
  key: string;
}

/** Horizontal travel (px) that counts as a swipe, and how much more horizontal than vertical it must be. */
const SWIPE_DISTANCE = 80;
const SWIPE_RATIO = 1.5;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
}

/** The focused element, also inside a widget's shadow root (where `document.activeElement` is its host). */
function focusedElement(): Element | null {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused;
}

/**
 * Makes everything but `dialog` inert, up to the body: the siblings of the dialog and of each of its ancestors,
 * through shadow roots (a widget's dialog sits in its shadow root inside the storefront's page). Returns what
 * it made inert.
 */
function inertAround(dialog: Element): HTMLElement[] {
  const made: HTMLElement[] = [];
  for (let node: Element = dialog; node !== document.body; ) {
    const parent = node.parentNode;
    if (!parent) break;
    for (const sibling of parent.children) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) made.push(sibling);
    }
    node = parent instanceof ShadowRoot ? parent.host : (parent as Element);
  }
  for (const element of made) element.inert = true;
  return made;
}

/**
 * The shop's toasts (offline, back online, load more failed) as text in place, for where the page's toaster
 * cannot be seen. In the filter dialog: the toaster is on the page behind it, which is inert (out of sight and
 * out of the accessibility tree), so a shopper in the dialog would not learn that the connection dropped; the
 * dialog says them above its result button. In a storefront's widget, which has no toaster: after its results.
 * They leave with the toasts.
 */
export function ToastNotices({ toasts: given }: { toasts?: readonly Toast[] }) {
  // The page's queue unless the listing gives its own (a storefront widget state's: @shop/listing ToastStoreContext).
  const pageToasts = useToasts((state) => state.toasts);
  const toasts = given ?? pageToasts;
  return (
    <div className="sk-overlay__notices" role="status">
      {toasts
        .filter((toast) => toast.state === 'active')
        .map((toast) => (
          <p key={toast.id} className={`sk-overlay__notice sk-overlay__notice--${toast.tone}`}>
            {toast.message}
          </p>
        ))}
    </div>
  );
}

function FilterDialog({ onClose, resultCount, children, topLayer, announcement, toasts }: Omit<FilterOverlayProps, 'open'> & { topLayer: boolean }) {
  const { t, i18n } = useShopTranslation('search');
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  /** The control focused last in the dialog, by its `data-focus-key` (the inline filters carry the same keys). */
  const lastFocusKey = useRef<string | null>(null);
  // In a storefront's frame grown to its content, a dialog fixed to the frame's viewport is as tall as the whole
  // page, its result button thousands of pixels down. There the dialog takes its own height at the top of the
  // page instead (the focus given to its close button brings it into view).
  const [inTallFrame] = useState(inFrameGrownToContent);

  useLayoutEffect(() => {
    if (topLayer) overlayRef.current?.showPopover();
  }, [topLayer]);

  useEffect(() => {
    const { body } = document;
    const previousOverflow = body.style.overflow;
    const focused = focusedElement();
    const previousFocus = focused instanceof HTMLElement ? focused : null;
    // SPEC §4: the open facet overlay blocks body scrolling.
    body.style.overflow = 'hidden';
    // The page behind the dialog is inert: not focusable, not clickable, not in the accessibility tree
    // (aria-modal alone leaves it exposed to many screen readers).
    const madeInert = overlayRef.current ? inertAround(overlayRef.current) : [];
    // The document or the widget's shadow root, which holds the inline filters too.
    const root = (overlayRef.current?.getRootNode() ?? document) as Document | ShadowRoot;
    closeRef.current?.focus();
    return () => {
      for (const element of madeInert) element.inert = false;
      body.style.overflow = previousOverflow;
      previousFocus?.focus();
      // The layout became wide with the dialog open (a tablet turned, a page zoomed out): the button that opened
      // it is hidden there, and focus would fall to the page's start. The same control in the inline filters
      // takes it, else their first.
      if (previousFocus && focusedElement() !== previousFocus) {
        const inline = root.getElementById(INLINE_FILTERS_ID);
        const key = lastFocusKey.current;
        // Shown ones only: a value the dialog's "show more" had opened is folded away inline.
        const shown = (element: HTMLElement) => element.getClientRects().length > 0;
        const same = key ? Array.from(inline?.querySelectorAll<HTMLElement>('[data-focus-key]') ?? []).find((element) => element.dataset.focusKey === key && shown(element)) : undefined;
        (same ?? Array.from(inline?.querySelectorAll<HTMLElement>('input, button, a[href], select') ?? []).find(shown))?.focus();
      }
    };
  }, []);

  // Escape closes the dialog wherever focus is, even if a re-render took it out of the dialog.
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const current = focusedElement();
    if (event.shiftKey && (current === first || !dialogRef.current.contains(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !dialogRef.current.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  };

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = Math.abs(touch.clientX - start.x);
    const dy = Math.abs(touch.clientY - start.y);
    // SPEC §4: a horizontal swipe hides the overlay; vertical scrolling of the filter list must not.
    if (dx >= SWIPE_DISTANCE && dx > dy * SWIPE_RATIO) onClose();
  };

  return (
    <div className={inTallFrame ? 'sk-overlay sk-overlay--in-frame' : 'sk-overlay'} ref={overlayRef} {...(topLayer ? { popover: 'manual' as const } : {})}>
      <div
        ref={dialogRef}
        className="sk-overlay__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          lastFocusKey.current = event.target instanceof HTMLElement ? (event.target.closest<HTMLElement>('[data-focus-key]')?.dataset.focusKey ?? null) : null;
        }}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className="sk-overlay__header">
          <h2 className="sk-overlay__title" id={titleId} tabIndex={-1}>
            {t('filters.title')}
          </h2>
          <button ref={closeRef} type="button" className="sk-icon-button" aria-label={t('filters.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="sk-overlay__content">{children}</div>
        <div className="sk-overlay__footer">
          <ToastNotices {...(toasts ? { toasts } : {})} />
          {/* Mounted with the dialog: what the shopper's ticks bring is said from the first change on. */}
          {announcement ? <LiveRegion message={announcement.message} announceKey={announcement.key} /> : null}
          <button type="button" className="button sk-overlay__results" data-testid="result-count-button" onClick={onClose}>
            {t('showResults', { count: resultCount, replace: { count: formatCount(resultCount, i18n.language) } })}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The inline filters' id: without JavaScript a phone shows them after the products, and a link jumps there. */
export const INLINE_FILTERS_ID = 'sk-filters';

/**
 * The phone's button that opens the filter dialog (hidden from 960 px, where the filters are inline), with the
 * number of active filters as a badge and in its name.
 */
export function FilterButton({ open, active, onOpen, focusKey }: { open: boolean; active: number; onOpen: () => void; focusKey?: string }) {
  const { t } = useShopTranslation('search');
  const label = (
    <>
      {t('filters.open')}
      {active > 0 ? (
        <>
          <span className="sk-badge" aria-hidden="true">
            {active}
          </span>
          <span className="sk-visually-hidden">{` (${t('filters.count', { count: active })})`}</span>
        </>
      ) : null}
    </>
  );
  return (
    <>
      <button
        type="button"
        className="button button--secondary sk-listing__filter-button"
        aria-expanded={open}
        aria-haspopup="dialog"
        data-focus-key={focusKey}
        onClick={onOpen}
      >
        {label}
      </button>
      {/* Without JavaScript the dialog cannot open: on a phone this link leads to the filters below the products. */}
      <a className="button button--secondary sk-listing__filter-link" href={`#${INLINE_FILTERS_ID}`}>
        {label}
      </a>
    </>
  );
}

/**
 * Filters in a full-screen modal dialog on phones (SPEC §4 facet overlay), inline from 960 px. The dialog
 * takes focus, keeps it inside, blocks page scrolling and gives focus back when it closes.
 */
export function FilterOverlay({ open, onClose, resultCount, children, announcement, toasts }: FilterOverlayProps) {
  const { t } = useShopTranslation('search');
  // The server cannot know the width: its page carries the inline filters, shown by CSS on a wide screen
  // only, so a wide page does not change its layout when it hydrates (a shift of 0.42 without). A phone
  // drops them after hydrating and keeps its dialog.
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY, true);
  const overlayRoot = useContext(OverlayRootContext);
  const topLayer = useTopLayer();
  // A dialog open when the layout becomes wide is closed (the filters are inline there): going narrow again
  // does not open it unasked.
  useEffect(() => {
    if (wide && open) onClose();
  }, [wide, open, onClose]);
  if (wide) {
    return (
      <div className="sk-filters-inline" id={INLINE_FILTERS_ID}>
        {/* Keeps the outline h1 → h2 → h3: the facet headings are h3. */}
        <h2 className="sk-visually-hidden">{t('filters.title')}</h2>
        {/* A boundary of its own: React hydrates it after the page, in slices, and a phone — whose next render
            drops these filters — deletes it still dehydrated instead of hydrating every facet first. */}
        <Suspense fallback={null}>{children}</Suspense>
      </div>
    );
  }
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <FilterDialog onClose={onClose} resultCount={resultCount} topLayer={topLayer} {...(announcement ? { announcement } : {})} {...(toasts ? { toasts } : {})}>
      {children}
    </FilterDialog>,
    overlayRoot ?? document.body,
  );
}
