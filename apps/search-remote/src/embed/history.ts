import { createPath, parsePath, type Location, type Path, type To } from 'react-router';

/** Paths the embedded widgets render themselves: the search page, with or without a locale (SPEC §2). */
const SEARCH_PATH = /^\/q\/(?:[a-z]{2}-[A-Z]{2}\/)?search\/?$/;
export const DEFAULT_PATH = '/q/search';

export function isEmbeddedPath(pathname: string): boolean {
  return SEARCH_PATH.test(pathname);
}

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface EmbedHistory {
  readonly location: Location;
  readonly action: HistoryAction;
  /** Calls `listener` after every change; returns the unsubscribe function. Any number of listeners. */
  subscribe(listener: () => void): () => void;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  /** What an `<a href>` for `to` says: where a new tab would go. */
  createHref(to: To): string;
  dispose(): void;
}

let keys = 0;
function toLocation(path: Partial<Path>, state: unknown): Location {
  return { pathname: path.pathname || DEFAULT_PATH, search: path.search ?? '', hash: path.hash ?? '', state: state ?? null, key: `e${(keys += 1).toString(36)}` };
}

function toPath(to: To): Partial<Path> {
  return typeof to === 'string' ? parsePath(to) : to;
}

/**
 * A history held in memory (`routing="memory"`): the storefront's address bar is never touched. One instance
 * per shared state; unlike react-router's own memory history it has any number of listeners, since every
 * widget of the page (each its own React root) follows it.
 */
export function createEmbedMemoryHistory(hrefFor: (path: string) => string, initial: string = DEFAULT_PATH): EmbedHistory {
  const entries: Location[] = [toLocation(parsePath(initial), null)];
  let index = 0;
  let action: HistoryAction = 'POP';
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    get location() {
      return entries[index] as Location;
    },
    get action() {
      return action;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(to, state) {
      entries.splice(index + 1, entries.length, toLocation(toPath(to), state));
      index = entries.length - 1;
      action = 'PUSH';
      notify();
    },
    replace(to, state) {
      entries[index] = toLocation(toPath(to), state);
      action = 'REPLACE';
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      notify();
    },
    createHref: (to) => hrefFor(typeof to === 'string' ? to : createPath(to)),
    dispose: () => listeners.clear(),
  };
}

/** What a url-routed group writes into a history entry: its router's state, and every group's place then. */
interface EntryState {
  usr?: unknown;
  key?: string;
  groups?: Record<string, { path: string; key: string; usr: unknown }>;
}

/**
 * The page's address (`routing="url"`): the shop's paths live under `basePath` (`/shop` → `/shop/q/search?q=sofa`),
 * back and forward re-read it, and so does an address the storefront's own router writes (where the browser has
 * the Navigation API). The page's own path with nothing of ours after it is the search page. At an
 * address outside `basePath` (another group's on the same page, with a base path of its own) the group shows
 * what it showed at that history entry.
 */
export function createEmbedUrlHistory(basePath: string, win: Window = window): EmbedHistory {
  const prefix = basePath === '/' ? '' : basePath;
  const listeners = new Set<() => void>();
  let action: HistoryAction = 'POP';
  // An address outside the base path is not this group's (another group's, under its own base path, or the
  // storefront's): the group shows what it showed at that history entry (every entry a group writes keeps the
  // other groups' places: `groups`), or the search page without the page's query where it had none yet.
  const read = (): Location => {
    const { pathname, search, hash } = win.location;
    const state = (win.history.state as EntryState | null) ?? null;
    if (prefix && pathname !== prefix && !pathname.startsWith(`${prefix}/`)) {
      const saved = state?.groups?.[prefix];
      if (!saved) return { pathname: DEFAULT_PATH, search: '', hash: '', state: null, key: 'default' };
      const path = parsePath(saved.path);
      return { pathname: path.pathname || DEFAULT_PATH, search: path.search ?? '', hash: path.hash ?? '', state: saved.usr ?? null, key: saved.key };
    }
    const inside = prefix ? pathname.slice(prefix.length) : pathname;
    const own = inside === '' || inside === '/' || !isEmbeddedPath(inside) ? DEFAULT_PATH : inside;
    return { pathname: own, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
  };
  let current = read();
  const notify = () => {
    current = read();
    for (const listener of [...listeners]) listener();
  };
  /** Follows an address the group did not write itself: back and forward, or the storefront's own router. */
  const follow = (kind: HistoryAction) => {
    const next = read();
    if (next.pathname === current.pathname && next.search === current.search && next.hash === current.hash && next.key === current.key) return;
    action = kind;
    notify();
  };
  const onPop = () => follow('POP');
  win.addEventListener('popstate', onPop);
  // A storefront app's router writes the address with `history.pushState` (a link of its own to
  // `{base-path}/q/search?q=tv`), which fires no event but the Navigation API's, where the browser has it.
  let writing = false;
  const navigation = (win as Window & { navigation?: EventTarget }).navigation;
  const onEntryChange = (event: Event) => {
    if (writing) return;
    const type = (event as Event & { navigationType?: string }).navigationType;
    follow(type === 'push' ? 'PUSH' : type === 'replace' ? 'REPLACE' : 'POP');
  };
  navigation?.addEventListener('currententrychange', onEntryChange);
  const href = (to: To) => {
    const path = toPath(to);
    return `${prefix}${path.pathname ?? DEFAULT_PATH}${path.search ?? ''}${path.hash ?? ''}`;
  };
  const write = (kind: 'push' | 'replace', to: To, state: unknown) => {
    const key = `e${(keys += 1).toString(36)}`;
    const path = toPath(to);
    const earlier = (win.history.state as EntryState | null) ?? null;
    const groups = { ...(earlier?.groups ?? {}), [prefix]: { path: createPath({ pathname: path.pathname ?? DEFAULT_PATH, search: path.search ?? '', hash: path.hash ?? '' }), key, usr: state ?? null } };
    const entry: EntryState = { usr: state ?? null, key, groups };
    writing = true;
    try {
      if (kind === 'push') win.history.pushState(entry, '', href(to));
      else win.history.replaceState(entry, '', href(to));
    } finally {
      writing = false;
    }
    action = kind === 'push' ? 'PUSH' : 'REPLACE';
    notify();
  };
  return {
    get location() {
      return current;
    },
    get action() {
      return action;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push: (to, state) => write('push', to, state),
    replace: (to, state) => write('replace', to, state),
    go: (delta) => win.history.go(delta),
    createHref: href,
    dispose() {
      listeners.clear();
      win.removeEventListener('popstate', onPop);
      navigation?.removeEventListener('currententrychange', onEntryChange);
    },
  };
}
