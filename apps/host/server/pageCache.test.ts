import { pageCacheControl } from './pageCache';

describe('cache headers (SPEC §9)', () => {
  it.each(['/h/garden/c12', '/q/query/summer-sale', '/q/brand/nordwind/b1', '/q/brand-ca/nordwind', '/q/api/gridboxes/DE/de'])(
    'caches %s for 1800 s without parameters',
    (path) => {
      expect(pageCacheControl(path, new URLSearchParams())).toBe('public, max-age=1800, s-maxage=1800');
    },
  );

  it('keeps 1800 s when only sort, pageId, link and path are given', () => {
    expect(pageCacheControl('/h/c12', new URLSearchParams('sort=price-asc&pageId=x&link=y&path=z'))).toBe(
      'public, max-age=1800, s-maxage=1800',
    );
  });

  it('falls back to 300 s with any other parameter', () => {
    expect(pageCacheControl('/h/c12', new URLSearchParams('sort=rating&brand=nordwind'))).toBe('public, max-age=300, s-maxage=300');
  });

  it('keeps the cacheable prefix when the route carries a locale (/q/{locale}/query, /q/{locale}/brand)', () => {
    expect(pageCacheControl('/q/de-DE/query/summer-sale', new URLSearchParams())).toBe('public, max-age=1800, s-maxage=1800');
    expect(pageCacheControl('/q/pl-PL/brand/nordwind', new URLSearchParams())).toBe('public, max-age=1800, s-maxage=1800');
    expect(pageCacheControl('/q/de-DE/search', new URLSearchParams())).toBe('public, max-age=300, s-maxage=300');
  });

  it('caches other paths for 300 s', () => {
    expect(pageCacheControl('/q/search', new URLSearchParams())).toBe('public, max-age=300, s-maxage=300');
  });
});
