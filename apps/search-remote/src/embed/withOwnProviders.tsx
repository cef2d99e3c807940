import type { EmbedSettings } from '@shop/contracts';
import { QueryClientContext } from '@tanstack/react-query';
import { Suspense, use, useContext, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useInRouterContext } from 'react-router';
import { domEvents, EmbedProviders, type WidgetEvents } from './EmbedProviders';
import { prepareShadowRoot } from './shadowRoot';
import { remoteOrigin } from './remoteOrigin';
import { joinSession, leaveSession, type EmbedSession } from './session';
import { resolveSettings } from './settings';

interface Mounted {
  container: HTMLDivElement;
  session: EmbedSession;
  events: WidgetEvents;
}

let embedCss: Promise<string> | null = null;

/** How long a failed load of the widgets' CSS is remembered: widgets rendered later load it again. */
export const EMBED_CSS_RETRY_AFTER_MS = 2000;

/**
 * The widgets' CSS for a shadow root: a chunk of its own, fetched when a widget first renders outside the shop
 * (once per page). The shop's pages, where widgets render in place, do not carry it (issue 9).
 */
function loadEmbedCss(): Promise<string> {
  embedCss ??= import('./css').then(
    (module) => module.embedCss,
    (error: unknown) => {
      // The widgets rendering now show their error; a widget rendered a little later fetches the chunk again
      // (forgetting the failure at once would retry in a loop while the network is down).
      setTimeout(() => {
        embedCss = null;
      }, EMBED_CSS_RETRY_AFTER_MS);
      throw error;
    },
  );
  return embedCss;
}

/** Renders `children` in a shadow root of its own, with the page's shared state for `settings`. */
function OwnProviders({ settings, children }: { settings: EmbedSettings; children: ReactNode }) {
  const css = use(loadEmbedCss());
  const hostRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const { locale, apiBase, routing, basePath } = settings;
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const { shadow, container } = prepareShadowRoot(host, css);
    const resolved = resolveSettings({ locale, apiBase, routing, basePath }, remoteOrigin());
    container.lang = resolved.locale.replace('_', '-');
    const session = joinSession(resolved);
    setMounted({ container, session, events: domEvents(host) });
    return () => {
      leaveSession(session);
      shadow.replaceChildren();
      setMounted(null);
    };
  }, [css, locale, apiBase, routing, basePath]);
  return (
    <div ref={hostRef} data-shop-widget="">
      {mounted
        ? createPortal(
            <EmbedProviders session={mounted.session} events={mounted.events} overlayRoot={mounted.container}>
              {children}
            </EmbedProviders>,
            mounted.container,
          )
        : null}
    </div>
  );
}

/**
 * An exposed module that renders on its own: inside the shop (a router and a query client are there) it uses
 * the shell's providers; rendered by any other React app it brings its own, in a shadow root (`settings`
 * prop: locale, API base, routing). Its events are DOM events on its element: `shop-navigate`, `shop-analytics`.
 */
export function withOwnProviders<P extends { locale: string; settings?: EmbedSettings }>(Widget: ComponentType<P>): ComponentType<P> {
  function SelfProvided(props: P) {
    const inRouter = useInRouterContext();
    const client = useContext(QueryClientContext);
    if (inRouter && client) return <Widget {...props} />;
    return (
      <Suspense fallback={null}>
        <OwnProviders settings={{ locale: props.locale, ...props.settings }}>
          <Widget {...props} />
        </OwnProviders>
      </Suspense>
    );
  }
  SelfProvided.displayName = `withOwnProviders(${Widget.displayName ?? Widget.name})`;
  return SelfProvided;
}
