/** @jest-environment jsdom */
import { createShopI18n, registerTexts } from '../src';
import { TEXT_RETRY_FIRST_MS, TEXT_RETRY_MAX_MS, TEXTS_UNAVAILABLE } from '../src/i18n';

/**
 * Texts that did not come (the network, not the build) are asked for again until they come: after pauses
 * doubling from TEXT_RETRY_FIRST_MS up to TEXT_RETRY_MAX_MS, or at once when the browser is back online.
 * Meanwhile the namespace is not loaded, so components that need it wait instead of rendering their keys.
 */
function unavailable(): Error {
  const error = new Error('Loading texts de_DE/search failed');
  error.name = TEXTS_UNAVAILABLE;
  return error;
}

/** A loader whose first `failures` reads fail with `error`, then bring the texts. */
function flakyLoader(failures: number, error: () => Error = unavailable) {
  const reads: number[] = [];
  const loader = () => {
    reads.push(Date.now());
    return reads.length <= failures ? Promise.reject(error()) : Promise.resolve({ title: 'Suche' });
  };
  return { loader, reads };
}

afterEach(() => jest.useRealTimers());

describe('texts that did not come are asked for again (the service recovers by itself)', () => {
  it('after pauses doubling from TEXT_RETRY_FIRST_MS to at most TEXT_RETRY_MAX_MS, until they come', async () => {
    const i18n = await createShopI18n('de_DE', { ns: ['market'] });
    jest.useFakeTimers();
    const texts = flakyLoader(7);
    registerTexts(i18n, 'search', texts.loader);
    let loaded = false;
    void i18n.loadNamespaces('search/search').then(() => (loaded = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(texts.reads).toHaveLength(1);
    const pauses = [];
    for (let attempt = 0; attempt < 7; attempt += 1) pauses.push(Math.min(TEXT_RETRY_FIRST_MS * 2 ** attempt, TEXT_RETRY_MAX_MS));
    expect(pauses).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000]);
    for (const [index, pause] of pauses.entries()) {
      await jest.advanceTimersByTimeAsync(pause - 1);
      expect(texts.reads).toHaveLength(index + 1);
      expect(i18n.hasLoadedNamespace('search/search')).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(texts.reads).toHaveLength(index + 2);
    }
    await jest.advanceTimersByTimeAsync(0);
    expect(loaded).toBe(true);
    expect(i18n.t('title', { ns: 'search/search' })).toBe('Suche');
  });

  it('at once when the browser is back online', async () => {
    const i18n = await createShopI18n('de_DE', { ns: ['market'] });
    jest.useFakeTimers();
    const texts = flakyLoader(3);
    registerTexts(i18n, 'search', texts.loader);
    void i18n.loadNamespaces('search/search');
    await jest.advanceTimersByTimeAsync(TEXT_RETRY_FIRST_MS + TEXT_RETRY_FIRST_MS * 2);
    expect(texts.reads).toHaveLength(3);
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(texts.reads).toHaveLength(4);
    expect(i18n.t('title', { ns: 'search/search' })).toBe('Suche');
    // No pause of a read that came is left waiting.
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a failure that asking again cannot mend (no such texts in the build) ends the read at once', async () => {
    const i18n = await createShopI18n('de_DE', { ns: ['market'] });
    jest.useFakeTimers();
    const texts = flakyLoader(1, () => new Error('No texts de_DE/search in this build'));
    registerTexts(i18n, 'search', texts.loader);
    void i18n.loadNamespaces('search/search');
    await jest.advanceTimersByTimeAsync(TEXT_RETRY_MAX_MS * 2);
    expect(texts.reads).toHaveLength(1);
  });
});
