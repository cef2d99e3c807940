import type { RemoteModuleId, RemoteModules } from '@shop/listing';
import { Component, Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ComponentProps, type ComponentType, type ErrorInfo, type ReactNode, type RefObject } from 'react';
import { useShopTranslation } from '@shop/market';
import { STATIC_PART_ATTRIBUTE } from '@shop/ui-kit/staticPart';
import { replaceEqualDeep } from '@tanstack/react-query';
import { isChunkLoadError, reloadOnceForChunkError } from '../federation/chunkReload';
import { remoteTimeoutMs, remoteWaitLeftMs, resetRemotes, serverMarkupTimeoutMs, startRemoteLoad } from '../federation/remotes';
import { LIVE_PART_ATTRIBUTE, pauseEarlyTaps, releaseHeldEvents, replayEarlyTaps } from './earlyTaps';

/** A remote whose code did not come is asked for again after pauses doubling from this… */
export const REMOTE_RETRY_FIRST_MS = 2_000;
/** …up to this. */
export const REMOTE_RETRY_MAX_MS = 60_000;

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

const serverMarkup = new Map<RemoteModuleId, Promise<unknown>>();

/**
 * Tells the slot of `id` that the page's HTML holds its server-rendered markup and that its code is on the way
 * (`load`). The slot's first render then adopts that markup: React hydrates the shell at once and the slot's
 * part when the remote has arrived, however late, instead of rendering the page anew (which moved everything
 * and lost a click made meanwhile). Taken by the first slot of `id` that commits.
 */
export function expectServerMarkup(id: RemoteModuleId, load: Promise<unknown>): void {
  serverMarkup.set(id, load);
}

/** Forgets the remote components loaded so far (a fresh start, e.g. between tests). */
export function forgetLoadedRemotes(): void {
  loaded.clear();
  serverMarkup.clear();
}

function tryChunkReload(error: unknown): boolean {
  if (!isChunkLoadError(error) || typeof window === 'undefined') return false;
  return reloadOnceForChunkError(() => window.sessionStorage, Date.now(), () => window.location.reload());
}

/** How long focus waits for the page's heading once a notice that held it has given way to the page. */
export const FOCUS_HEADING_WAIT_MS = 3_000;

/**
 * A notice that had focus (its "try again" pressed) and gives way to the page once the code came: focus would
 * fall to the document's body, and a screen reader would say nothing. It goes to the page's heading, as after a
 * navigation (when it is there, within {@link FOCUS_HEADING_WAIT_MS}), unless the shopper has moved on.
 */
function useFocusHandOver(): { onFocus: () => void; onBlur: () => void } {
  const focused = useRef(false);
  useEffect(
    () => () => {
      if (!focused.current) return;
      const lost = () => !document.activeElement || document.activeElement === document.body;
      const focusHeading = () => {
        const heading = document.querySelector<HTMLElement>('#main h1');
        if (!heading) return false;
        if (lost()) {
          if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
          heading.focus({ preventScroll: true });
        }
        return true;
      };
      if (focusHeading()) return;
      const observer = new MutationObserver(() => {
        if (focusHeading() || !lost()) stop();
      });
      const timer = setTimeout(() => stop(), FOCUS_HEADING_WAIT_MS);
      function stop() {
        observer.disconnect();
        clearTimeout(timer);
      }
      observer.observe(document.body, { childList: true, subtree: true });
    },
    [],
  );
  return { onFocus: () => (focused.current = true), onBlur: () => (focused.current = false) };
}

export function RemoteFallback({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const { t } = useShopTranslation('host');
  const handOver = useFocusHandOver();
  return (
    <div className="remote-fallback" data-testid="remote-fallback" role="alert" {...handOver}>
      <p>{t('remote.unavailable')}</p>
      {children}
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}

/**
 * Over a server-rendered page whose remote code did not come: the page stays as the server sent it (links, the
 * search and filter forms work as without JavaScript), and this says so while the code is asked for again. A
 * part of its own for events (they are held from the page's markup until it is live).
 */
function KeptMarkupNotice({ onRetry, trying, ref }: { onRetry: () => void; trying: boolean; ref: RefObject<HTMLDivElement | null> }) {
  const { t } = useShopTranslation('host');
  const handOver = useFocusHandOver();
  return (
    <div ref={ref} className="remote-fallback" data-testid="remote-kept" role="alert" {...handOver} {...{ [LIVE_PART_ATTRIBUTE]: '' }}>
      <p>{t('remote.limited')}</p>
      {/* While a try is under way the button says so (aria-disabled keeps its focus), and the next press waits for it. */}
      <button type="button" className="button button--secondary" aria-disabled={trying || undefined} aria-busy={trying || undefined} onClick={onRetry}>
        {trying ? t('remote.loading') : t('remote.retry')}
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
 * server-rendered page hydrated (its effects run only then), and replays the taps made before. Renders
 * nothing, so server and browser agree.
 */
function SlotReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-shop-ready', '');
    releaseHeldEvents();
    // What the shopper tapped on the server's page before it was live runs now (shell/earlyTaps.ts).
    replayEarlyTaps();
  }, []);
  return null;
}

function SlotLoading() {
  const { t } = useShopTranslation('host');
  return (
    <div className="remote-loading" aria-busy="true" role="status">
      <span className="visually-hidden">{t('remote.loading')}</span>
      <div className="skeleton" aria-hidden="true" />
    </div>
  );
}

/** One element for every slot: a slot's output must not change while React waits to hydrate it. */
const SLOT_LOADING = <SlotLoading />;

/**
 * The remote's component: the loaded one, or the one the pending load brings (suspending until then). One
 * component type in both cases, so the hydrated markup is kept when the slot later knows the component.
 */
function RemoteContent({ component, load, props }: { component: ComponentType<never> | null; load: Promise<unknown> | null; props: object }) {
  const Loaded = (component ?? (use(load as Promise<unknown>) as { default: ComponentType<never> }).default) as unknown as ComponentType<object>;
  return <Loaded {...props} />;
}

/**
 * The previous props object while the new one holds the same values (a page's props are rebuilt on every
 * render of its parent; plain data compared by value, functions by identity): the slot's output stays the
 * same element.
 */
function useSameProps<T>(props: T): T {
  const ref = useRef(props);
  ref.current = replaceEqualDeep(ref.current, props);
  return ref.current;
}

type SlotState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<never> }
  /**
   * The page's HTML holds this slot's server-rendered markup; hydrated once `load` brings the remote: the first
   * load (`first`) or, when that failed, one of the slot's own later tries (`resolve`).
   */
  | { status: 'hydrating'; load: Promise<unknown>; first: Promise<unknown>; resolve: (mod: unknown) => void }
  /** `load`: its code did not come (asked for again by itself); `render`: it threw while rendering. */
  | { status: 'failed'; reason: 'load' | 'render' };

type HydratingState = Extract<SlotState, { status: 'hydrating' }>;

/** The state made for a page's server markup: one per load, whatever number of renders come before a commit. */
const hydratingStates = new WeakMap<Promise<unknown>, HydratingState>();

/**
 * A slot's first state. Called again for each render React throws away before it commits one (an input that
 * interrupts the hydration, a part beside the slot that suspends): the same answer each time, or the slot would
 * render its loading state in place of the server's markup, and React the whole page anew (a tap made then was
 * lost with it). The server markup is taken once the slot has committed.
 */
function initialState(id: RemoteModuleId): SlotState {
  const cached = loaded.get(id);
  if (cached) return { status: 'ready', Component: cached };
  const load = serverMarkup.get(id);
  if (!load) return { status: 'loading' };
  const known = hydratingStates.get(load);
  if (known) return known;
  let resolve: (mod: unknown) => void = () => undefined;
  const hydrateWith = new Promise<unknown>((done) => (resolve = done));
  load.then(resolve, () => undefined);
  const state: HydratingState = { status: 'hydrating', load: hydrateWith, first: load, resolve };
  hydratingStates.set(load, state);
  return state;
}

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
  const [state, setState] = useState<SlotState>(() => initialState(id));
  const [attempt, setAttempt] = useState(0);
  const hydrating = state.status === 'hydrating' ? state : null;
  const awaiting = hydrating?.load ?? null;
  /** The server's markup stays while the remote's code, which did not come, is asked for again. */
  const [kept, setKept] = useState(false);
  /** One of the slot's own tries is under way (the kept page's notice says so). */
  const [trying, setTrying] = useState(false);
  const askAgainNow = useRef<() => void>(() => undefined);

  // Committed: the server markup is this slot's (a slot of the same remote mounted later renders anew).
  useEffect(() => {
    if (hydrating && serverMarkup.get(id) === hydrating.first) serverMarkup.delete(id);
  }, [id, hydrating]);

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unavailable = (error: unknown) => {
      if (tryChunkReload(error)) return;
      console.warn(`[remote] ${id} unavailable`, error);
      if (active) setState({ status: 'failed', reason: 'load' });
    };
    const stop = () => {
      active = false;
      clearTimeout(timer);
    };
    if (hydrating) {
      // The server's markup stays on screen while the remote loads: no state change reaches the slot's content
      // (React would render the part anew). A remote that fails or has not come in a long while leaves it there,
      // readable and usable as without JavaScript, under a notice, while its code is asked for again.
      const keep = () => {
        if (active && !loaded.has(id)) setKept(true);
      };
      timer = setTimeout(keep, serverMarkupTimeoutMs());
      hydrating.first
        .then((mod) => {
          preloadRemoteComponent(id, mod);
          // Late, but come (the markup hydrates with it): the notice goes.
          if (active) setKept(false);
        })
        .catch((error: unknown) => {
          if (tryChunkReload(error)) return;
          console.warn(`[remote] ${id} unavailable; the server's page stays`, error);
          keep();
        })
        .finally(() => clearTimeout(timer));
      return stop;
    }
    const known = loaded.get(id);
    if (known) {
      setState({ status: 'ready', Component: known });
      return undefined;
    }
    setState({ status: 'loading' });
    const load = startRemoteLoad(id);
    // The fallback shows when the timeout has passed since the load began (at boot for the page's own remote),
    // but a remote that arrives later still replaces it.
    timer = setTimeout(() => {
      if (active) setState((s) => (s.status === 'loading' ? { status: 'failed', reason: 'load' } : s));
    }, remoteWaitLeftMs(id, timeoutMs ?? remoteTimeoutMs()));
    load
      .then((mod) => {
        const Loaded = (mod as { default: ComponentType<never> }).default;
        loaded.set(id, Loaded);
        if (active) setState({ status: 'ready', Component: Loaded });
      })
      .catch(unavailable)
      .finally(() => clearTimeout(timer));
    return stop;
  }, [id, attempt, timeoutMs, hydrating]);

  const retry = useCallback(() => {
    loaded.delete(id);
    resetRemotes();
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [id]);

  const onRenderError = useCallback((error: unknown) => {
    if (!tryChunkReload(error)) setState({ status: 'failed', reason: 'render' });
  }, []);

  // A remote whose code did not come is asked for again by itself while its fallback (or the server's markup)
  // shows: when the browser is back online, when the page is shown again, and after pauses doubling from
  // REMOTE_RETRY_FIRST_MS to REMOTE_RETRY_MAX_MS. The fallback stays until the code has come (no flash of a
  // loading state meanwhile); the server's markup is then hydrated in place.
  const failedToLoad = (state.status === 'failed' && state.reason === 'load') || kept;
  useEffect(() => {
    if (!failedToLoad) return undefined;
    let active = true;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** The attempt under way; an attempt that has not settled within the remote timeout counts as failed. */
    let current = 0;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(askAgain, Math.min(REMOTE_RETRY_FIRST_MS * 2 ** tries, REMOTE_RETRY_MAX_MS));
      tries += 1;
    };
    function askAgain() {
      // One attempt at a time: an ask while one is under way leaves it, and its timeout, alone.
      if (!active || current) return;
      clearTimeout(timer);
      const attempt = (current = tries + 1);
      setTrying(true);
      const settle = (ok: boolean) => {
        if (!active || current !== attempt) return;
        current = 0;
        setTrying(false);
        if (!ok) schedule();
      };
      timer = setTimeout(() => settle(false), remoteTimeoutMs());
      resetRemotes();
      startRemoteLoad(id).then(
        (mod) => {
          const Loaded = (mod as { default: ComponentType<never> }).default;
          loaded.set(id, Loaded);
          if (active && hydrating) {
            hydrating.resolve(mod);
            setKept(false);
          } else if (active) setState({ status: 'ready', Component: Loaded });
          settle(true);
        },
        () => settle(false),
      );
    }
    const onShown = () => {
      if (document.visibilityState === 'visible') askAgain();
    };
    askAgainNow.current = askAgain;
    schedule();
    window.addEventListener('online', askAgain);
    document.addEventListener('visibilitychange', onShown);
    return () => {
      active = false;
      askAgainNow.current = () => undefined;
      setTrying(false);
      clearTimeout(timer);
      window.removeEventListener('online', askAgain);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [failedToLoad, id, hydrating]);
  const askAgain = useCallback(() => askAgainNow.current(), []);

  // A slot that gave up on the server's markup (its fallback with a retry) takes events again.
  useEffect(() => {
    if (state.status === 'failed') releaseHeldEvents();
  }, [state.status]);
  // Kept without its code, the server's page is used as without JavaScript: it shows the controls of a page
  // without scripting (ui-kit CSS) and takes no taps for later. Its code, once come, takes it back, and runs the
  // taps of the last seconds before (shell/earlyTaps.ts).
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!kept) return undefined;
    pauseEarlyTaps();
    const part = notice.current?.parentElement;
    part?.setAttribute(STATIC_PART_ATTRIBUTE, '');
    return () => part?.removeAttribute(STATIC_PART_ATTRIBUTE);
  }, [kept]);

  const sameProps = useSameProps(props);
  const component = state.status === 'ready' ? state.Component : null;
  // A remote suspends while its own texts load (its namespaces come from its own build): the boundary keeps
  // that inside the slot, so the shell and the other slots stay on screen. The same element while nothing
  // changed, so a re-render of the page around a slot that is still to hydrate leaves it alone.
  const content = useMemo(
    () =>
      component || awaiting ? (
        <SlotBoundary key={attempt} onError={onRenderError}>
          <Suspense fallback={SLOT_LOADING}>
            <RemoteContent component={component} load={awaiting} props={sameProps as object} />
            <SlotReady />
          </Suspense>
        </SlotBoundary>
      ) : null,
    [component, awaiting, attempt, onRenderError, sameProps],
  );
  if (state.status === 'failed') {
    return (
      <>
        <RemoteFallback onRetry={retry}>{fallback}</RemoteFallback>
        <SlotReady />
      </>
    );
  }
  // Always two children, the notice's place first: the content keeps its place when the notice comes or goes.
  return (
    <>
      {kept ? <KeptMarkupNotice ref={notice} trying={trying} onRetry={askAgain} /> : null}
      {content ?? SLOT_LOADING}
    </>
  );
}
