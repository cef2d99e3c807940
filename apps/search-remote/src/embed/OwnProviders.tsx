import type { EmbedSettings, EmbedWidget } from '@shop/contracts';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { embedCss } from './css';
import { domEvents, EmbedProviders, type WidgetEvents } from './EmbedProviders';
import { interceptLinks } from './interceptLinks';
import { remoteOrigin } from './remoteOrigin';
import { joinSession, leaveSession, type EmbedSession } from './session';
import { prepareShadowRoot } from './shadowRoot';
import { resolveSettings } from './settings';
import { WidgetBoundary } from './WidgetBoundary';
import { langTag } from '@shop/market';

interface Mounted {
  container: HTMLDivElement;
  session: EmbedSession;
  events: WidgetEvents;
  root: Root;
}

/**
 * Renders `children` in a shadow root of its own (with the widgets' CSS), with the page's shared state for
 * `settings`. Only a widget rendered outside the shop needs it: `withOwnProviders` loads this module (a chunk
 * of its own, with the CSS and the embedding code) the first time one is.
 *
 * In a React root of its own, not a portal: a portal carries the storefront app's contexts into the widget —
 * its router among them, and react-router refuses a router inside another (the widget threw in every
 * storefront app with a router of its own).
 */
export function OwnProviders({ settings, widget, children }: { settings: EmbedSettings; widget: EmbedWidget; children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  // The widget's root for the current settings (a ref: set in the effect below, read in the same commit).
  const mounted = useRef<Mounted | null>(null);
  const { locale, apiBase, routing, basePath } = settings;
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const { shadow, container } = prepareShadowRoot(host, embedCss);
    const resolved = resolveSettings({ locale, apiBase, routing, basePath }, remoteOrigin());
    container.lang = langTag(resolved.locale);
    const session = joinSession(resolved);
    const release = session.show(widget);
    // Every widget but the search box shows prices or counts: its session loads the number data early (once).
    if (widget !== 'SearchBox') session.warmNumbers();
    const root = createRoot(container);
    const events = domEvents(host);
    // A plain link in the widget (where a search the API redirects leads, the sister marketplace) is announced
    // as a custom element's is: the storefront may route it itself.
    const stopLinks = interceptLinks(shadow, events);
    mounted.current = { container, session, events, root };
    return () => {
      mounted.current = null;
      stopLinks();
      // Not while the storefront's root commits (React refuses to unmount a root synchronously then).
      // Its container only: new settings have prepared the shadow root again by then, with a new container.
      setTimeout(() => {
        root.unmount();
        release();
        leaveSession(session);
        container.remove();
      });
    };
  }, [locale, apiBase, routing, basePath, widget]);
  // The widget follows every render of the storefront's element (its props, its children), in the root of
  // the settings of this render (new settings: the new root; the old one is only unmounted).
  useLayoutEffect(() => {
    const current = mounted.current;
    current?.root.render(
      <EmbedProviders session={current.session} events={current.events} overlayRoot={current.container}>
        {/* Its own root: an error in it would not reach the boundary around this element. */}
        <WidgetBoundary>{children}</WidgetBoundary>
      </EmbedProviders>,
    );
  });
  return <div ref={hostRef} data-shop-widget="" />;
}
