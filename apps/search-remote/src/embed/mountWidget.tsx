import type { MountHandle, MountOptions } from '@shop/contracts';
import { createRoot } from 'react-dom/client';
import { embedCss } from './css';
import { domEvents, EmbedProviders, type WidgetEvents } from './EmbedProviders';
import { interceptLinks } from './interceptLinks';
import { remoteOrigin } from './remoteOrigin';
import { joinSession, leaveSession } from './session';
import { prepareShadowRoot } from './shadowRoot';
import { resolveSettings, resolveWidget } from './settings';
import { WidgetBoundary } from './WidgetBoundary';
import { EmbeddedWidget } from './widgets';
import { langTag } from '@shop/market';

/**
 * Renders a widget into `element`'s shadow root: its own styles (nothing leaks in or out), its own React root,
 * and the page's shared state for equal settings. Events are DOM events on `element` (`shop-navigate`,
 * cancelable; `shop-analytics`) and the `onNavigate` / `onAnalytics` callbacks.
 */
export function mountWidget(element: Element, options: MountOptions): MountHandle {
  const { shadow, container } = prepareShadowRoot(element, embedCss);
  const root = createRoot(container);
  let current = options;
  let settings = resolveSettings(current, remoteOrigin());
  let widget = resolveWidget(current.widget);
  let session = joinSession(settings);
  let release = session.show(widget);
  const dom = domEvents(element);
  const events: WidgetEvents = {
    navigate: (url) => {
      const byCallback = current.onNavigate?.({ url });
      return dom.navigate(url) && byCallback !== false;
    },
    analytics: (event) => {
      current.onAnalytics?.(event);
      dom.analytics(event);
    },
  };
  const stopLinks = interceptLinks(shadow, events);
  let mounted = true;
  const render = () => {
    container.lang = langTag(settings.locale);
    root.render(
      <EmbedProviders key={session.key} session={session} events={events} overlayRoot={container}>
        {/* A widget that throws shows an error with a retry, instead of an empty element. */}
        <WidgetBoundary>
          <EmbeddedWidget widget={widget} locale={settings.locale} />
        </WidgetBoundary>
      </EmbedProviders>,
    );
    // Every widget but the search box shows prices or counts: its session loads the number data early (once).
    if (widget !== 'SearchBox') session.warmNumbers();
  };
  render();
  return {
    update(next) {
      if (!mounted) return;
      current = { ...current, ...next };
      const nextSettings = resolveSettings(current, remoteOrigin());
      widget = resolveWidget(current.widget);
      const previous = session;
      release();
      session = joinSession(nextSettings);
      release = session.show(widget);
      settings = nextSettings;
      leaveSession(previous);
      render();
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      stopLinks();
      shadow.replaceChildren();
      release();
      leaveSession(session);
    },
  };
}
