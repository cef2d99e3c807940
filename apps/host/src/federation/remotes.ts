import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteModules, RemoteName } from '@shop/listing';

export type RemoteUrls = Record<RemoteName, string>;

/** A remote that is down, broken or slow; the slot shows its fallback. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly moduleId: string,
    readonly reason: 'timeout' | 'failed' | 'empty',
    options?: { cause?: unknown },
  ) {
    super(`Remote module ${moduleId} could not be loaded (${reason})`, options);
  }
}

/** Defaults to 2500 ms: a slot must show its fallback within 3 s (the runtime's own default is 20 s). */
export const REMOTE_TIMEOUT_MS = 2500;

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
  if (registered) registerShopRemotes(registered, true);
}

export async function loadRemoteModule<K extends RemoteModuleId>(
  id: K,
  { timeoutMs = REMOTE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<RemoteModules[K]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(id, 'timeout')), timeoutMs);
  });
  try {
    const mod = await Promise.race([loadRemote<RemoteModules[K]>(id), timeout]);
    if (!mod) throw new RemoteLoadError(id, 'empty');
    return mod;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(id, 'failed', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
