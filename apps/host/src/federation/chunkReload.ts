/** SPEC §8: a page chunk load failure reloads the page once, at most once per 60 s, tracked in sessionStorage. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'shop:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof Error && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^ ]+ failed/i.test(e.message))) return true;
  }
  return false;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Reloads when the last chunk-triggered reload is older than the guard. Returns whether it reloaded;
 * a storage that throws (private mode, blocked) means no reload, so a broken deploy cannot loop. The storage
 * is asked for here too: where the shopper blocks site data, reading `window.sessionStorage` itself throws
 * (a `SecurityError`), and that must not keep the page from showing its fallback.
 */
export function reloadOnceForChunkError(storageOf: () => StorageLike, now: number, reload: () => void): boolean {
  try {
    const storage = storageOf();
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
