import type { EmbedSettings } from '@shop/contracts';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { embedCss } from './css';
import { domEvents, EmbedProviders, type WidgetEvents } from './EmbedProviders';
import { remoteOrigin } from './remoteOrigin';
import { joinSession, leaveSession, type EmbedSession } from './session';
import { prepareShadowRoot } from './shadowRoot';
import { resolveSettings } from './settings';

interface Mounted {
  container: HTMLDivElement;
  session: EmbedSession;
  events: WidgetEvents;
}

/**
 * Renders `children` in a shadow root of its own (with the widgets' CSS), with the page's shared state for
 * `settings`. Only a widget rendered outside the shop needs it: `withOwnProviders` loads this module (a chunk
 * of its own, with the CSS and the embedding code) the first time one is.
 */
export function OwnProviders({ settings, showsNumbers, children }: { settings: EmbedSettings; showsNumbers: boolean; children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const { locale, apiBase, routing, basePath } = settings;
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const { shadow, container } = prepareShadowRoot(host, embedCss);
    const resolved = resolveSettings({ locale, apiBase, routing, basePath }, remoteOrigin());
    container.lang = resolved.locale.replace('_', '-');
    const session = joinSession(resolved);
    if (showsNumbers) session.warmNumbers();
    setMounted({ container, session, events: domEvents(host) });
    return () => {
      leaveSession(session);
      shadow.replaceChildren();
      setMounted(null);
    };
  }, [locale, apiBase, routing, basePath, showsNumbers]);
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
