import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForChunkError } from './chunkReload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return { getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v), data };
}

describe('chunk load failure (SPEC §8)', () => {
  it('reloads the page once and records the time in session storage', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnceForChunkError(() => storage, 100_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data[CHUNK_RELOAD_KEY]).toBe('100000');
  });

  it('does not reload again within 60 seconds', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '100000' });
    const reload = jest.fn();
    expect(reloadOnceForChunkError(() => storage, 159_999, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once 60 seconds have passed', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '100000' });
    const reload = jest.fn();
    expect(reloadOnceForChunkError(() => storage, 160_000, reload)).toBe(true);
  });

  it('never reloads when session storage is unavailable', () => {
    const reload = jest.fn();
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(reloadOnceForChunkError(() => broken, 1, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads, and does not throw, when the browser refuses session storage itself (site data blocked)', () => {
    const reload = jest.fn();
    const refused = () => {
      throw new DOMException("Failed to read the 'sessionStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
    };
    expect(reloadOnceForChunkError(refused, 1, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('recognises webpack chunk errors, also when wrapped', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.\n(error: http://x/123.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('outer', { cause: chunk }))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });
});
