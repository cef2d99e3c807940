import type { RemoteModuleId, RemoteModules } from '@shop/listing';
import { Component, Suspense, useCallback, useEffect, useState, type ComponentProps, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useShopTranslation } from '@shop/market';
import { isChunkLoadError, reloadOnceForChunkError } from '../federation/chunkReload';
import { remoteTimeoutMs, resetRemotes, startRemoteLoad } from '../federation/remotes';

type DefaultExportIds = Exclude<RemoteModuleId, 'search/mount'>;
type PropsOf<K extends DefaultExportIds> = ComponentProps<RemoteModules[K]['default']>;

const loaded = new Map<RemoteModuleId, ComponentType<never>>();

/**
 * Makes a loaded remote module render at once, without a loading state: before the browser hydrates a
 * server-rendered page (its first render must be the server's), and on the server before it renders.
 */
export function preloadRemoteComponent(id: RemoteModuleId, mod: unknown): void {
  const component = (mod as { default?: ComponentType<never> } | null)?.default;
  if (component) loaded.set(id, component);
}

/** Forgets the remote components loaded so far (a fresh start, e.g. between tests). */
export function forgetLoadedRemotes(): void {
  loaded.clear();
}

function tryChunkReload(error: unknown): boolean {
  if (!isChunkLoadError(error) || typeof window === 'undefined') return false;
  return reloadOnceForChunkError(window.sessionStorage, Date.now(), () => window.location.reload());
}

export function RemoteFallback({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const { t } = useShopTranslation('host');
  return (
    <div className="remote-fallback" data-testid="remote-fallback" role="alert">
      <p>{t('remote.unavailable')}</p>
      {children}
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches a remote that loads but throws while rendering. */
class SlotBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[remote] render failed', error, info.componentStack);
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Marks the page (`<html data-shop-ready>`) once a remote's content is live: rendered in the browser, or a
 * server-rendered page hydrated (its effects run only then). Renders nothing, so server and browser agree.
 */
function SlotReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-shop-ready', '');
  }, []);
  return null;
}

type SlotState = { status: 'loading' } | { status: 'ready'; Component: ComponentType<never> } | { status: 'failed' };

/**
 * Renders one exposed module of a remote. A remote that is down, answers with an error, hangs or throws
 * shows a fallback with a retry within the remote timeout, while the rest of the page keeps working.
 */
export function RemoteSlot<K extends DefaultExportIds>({
  id,
  props,
  fallback,
  timeoutMs,
}: {
  id: K;
  props: PropsOf<K>;
  /** Extra content inside the fallback, e.g. a plain search form. */
  fallback?: ReactNode;
  timeoutMs?: number;
}) {
  const { t } = useShopTranslation('host');
  const cached = loaded.get(id);
  const [state, setState] = useState<SlotState>(cached ? { status: 'ready', Component: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const known = loaded.get(id);
    if (known) {
      setState({ status: 'ready', Component: known });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    // The fallback shows after the timeout, but a remote that arrives later still replaces it.
    const timer = setTimeout(() => {
      if (active) setState((s) => (s.status === 'loading' ? { status: 'failed' } : s));
    }, timeoutMs ?? remoteTimeoutMs());
    startRemoteLoad(id)
      .then((mod) => {
        const Loaded = (mod as { default: ComponentType<never> }).default;
        loaded.set(id, Loaded);
        if (active) setState({ status: 'ready', Component: Loaded });
      })
      .catch((error: unknown) => {
        if (tryChunkReload(error)) return;
        console.warn(`[remote] ${id} unavailable`, error);
        if (active) setState({ status: 'failed' });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [id, attempt, timeoutMs]);

  const retry = useCallback(() => {
    loaded.delete(id);
    resetRemotes();
    setAttempt((n) => n + 1);
  }, [id]);

  const onRenderError = useCallback((error: unknown) => {
    if (!tryChunkReload(error)) setState({ status: 'failed' });
  }, []);

  const loading = (
    <div className="remote-loading" aria-busy="true" role="status">
      <span className="visually-hidden">{t('remote.loading')}</span>
      <div className="skeleton" aria-hidden="true" />
    </div>
  );
  if (state.status === 'loading') return loading;
  if (state.status === 'failed') {
    return (
      <>
        <RemoteFallback onRetry={retry}>{fallback}</RemoteFallback>
        <SlotReady />
      </>
    );
  }
  const Loaded = state.Component as unknown as ComponentType<PropsOf<K> & object>;
  // A remote suspends while its own texts load (its namespaces come from its own build): the boundary keeps
  // that inside the slot, so the shell and the other slots stay on screen.
  return (
    <SlotBoundary key={attempt} onError={onRenderError}>
      <Suspense fallback={loading}>
        <Loaded {...(props as PropsOf<K> & object)} />
        <SlotReady />
      </Suspense>
    </SlotBoundary>
  );
}
