import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteModules, RemoteName } from '@shop/listing';

export type RemoteUrls = Record<RemoteName, string>;

/** A remote whose container answered without the module; the slot shows its fallback. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(readonly moduleId: string) {
    super(`Remote module ${moduleId} could not be loaded`);
  }
}

/**
 * Defaults to 2000 ms: a slot must show its fallback within 3 s of navigation (the runtime's own default is
 * 20 s). A remote that arrives later still replaces the fallback.
 */
export const REMOTE_TIMEOUT_MS = 2000;

let timeoutMs = REMOTE_TIMEOUT_MS;

/** The host server may tune the timeout (`REMOTE_TIMEOUT_MS`); it reaches the browser in the runtime config. */
export function configureRemoteTimeout(ms: number): void {
  if (Number.isFinite(ms) && ms > 0) timeoutMs = ms;
}

export function remoteTimeoutMs(): number {
  return timeoutMs;
}

/**
 * How long a slot keeps its server-rendered markup waiting for its remote's code before it shows the
 * fallback: longer than an empty slot waits, as the shopper already sees the page (its links work).
 */
export function serverMarkupTimeoutMs(): number {
  return timeoutMs * 3;
}

let registered: RemoteUrls | null = null;

/** Registers the remotes the host server named at start. `force` drops cached entries (used by retry). */
export function registerShopRemotes(urls: RemoteUrls, force = false): void {
  registered = urls;
  registerRemotes(
    (Object.keys(urls) as RemoteName[]).map((name) => ({ name, entry: urls[name] })),
    { force },
  );
}

/** Re-registers the remotes so that the next load fetches the manifest again instead of a failed promise. */
export function resetRemotes(): void {
  pending.clear();
  startedAt.clear();
  if (registered) registerShopRemotes(registered, true);
}

/**
 * The name of the performance mark set when the browser begins to load a remote module (its `detail` is the
 * module's id): the point the slot's timeout counts from, visible in a trace and to the browser tests.
 */
export const REMOTE_LOAD_MARK = 'shop:remote-load';

const pending = new Map<RemoteModuleId, Promise<unknown>>();
/** When each pending load began (`performance.now()`). */
const startedAt = new Map<RemoteModuleId, number>();

/**
 * Starts (or joins) loading a remote module without a time limit. The shell starts the current route's
 * module at boot, in parallel with translations, and the slot joins the same promise. A failed load is
 * forgotten so that a retry fetches again.
 */
export function startRemoteLoad<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  let promise = pending.get(id) as Promise<RemoteModules[K]> | undefined;
  if (!promise) {
    promise = loadRemote<RemoteModules[K]>(id).then((mod) => {
      if (!mod) throw new RemoteLoadError(id);
      return mod;
    });
    pending.set(id, promise);
    startedAt.set(id, performance.now());
    // In the browser only: the server's loads would pile up in Node's performance timeline.
    if (typeof window !== 'undefined') performance.mark?.(REMOTE_LOAD_MARK, { detail: id });
    promise.catch(() => {
      pending.delete(id);
      startedAt.delete(id);
    });
  }
  return promise;
}

/** Settles once every remote load under way has settled (a server that loads its remotes again waits for them). */
export function remoteLoadsSettled(): Promise<void> {
  return Promise.allSettled([...pending.values()]).then(() => undefined);
}

/**
 * What is left of `timeoutMs` for the load of `id`, counted from when that load began: the shell starts the
 * page's remote at boot, so a slot mounted later does not restart the wait (SPEC: the fallback within 3 s of
 * navigation, not within 3 s of the slot's mount). The whole timeout when no load is under way.
 */
export function remoteWaitLeftMs(id: RemoteModuleId, timeoutMs: number): number {
  const began = startedAt.get(id);
  return began === undefined ? timeoutMs : Math.max(0, timeoutMs - (performance.now() - began));
}
