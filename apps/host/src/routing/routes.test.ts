import { judgeLocale, judgeLocaleOn } from './localeJudge';
import { localizedPath, matchRoute, seoTextToQuery, type LocaleJudge } from './routes';

const SUPPORTED = new Set(['de-DE', 'de-AT', 'pl-PL', 'fr-CH', 'en-GB']);
/** A judge with the semantics of the market package: exact supported → ok, fixable case → redirect. */
const judge: LocaleJudge = (segment) => {
  if (SUPPORTED.has(segment)) return { kind: 'ok' };
  const m = /^([a-zA-Z]{2})[-_]([a-zA-Z]{2})$/.exec(segment);
  if (m) {
    const fixed = `${m[1]!.toLowerCase()}-${m[2]!.toUpperCase()}`;
    if (SUPPORTED.has(fixed)) return { kind: 'redirect', routeLocale: fixed };
  }
  return { kind: 'invalid' };
};
const match = (path: string, search = '') => matchRoute(path, search, judge);

describe('route table (SPEC §2)', () => {
  it.each([
    ['/q/search', 'search', 'search/SearchPage', {}],
    ['/q/de-DE/search', 'search', 'search/SearchPage', {}],
    ['/c/garden-chairs/a123', 'search', 'search/SearchPage', { id: '123', seoText: 'garden-chairs' }],
    ['/c/a123', 'search', 'search/SearchPage', { id: '123' }],
    ['/c/de-AT/garden/a9', 'search', 'search/SearchPage', { id: '9', seoText: 'garden' }],
    ['/cqe', 'cqe', 'evaluation/CqeView', {}],
    ['/cqe/pl-PL', 'cqe', 'evaluation/CqeView', {}],
    ['/c/summer/s42', 'cqe', 'evaluation/CqeView', { id: '42', seoText: 'summer' }],
    ['/c/fr-CH/summer/s42', 'cqe', 'evaluation/CqeView', { id: '42', seoText: 'summer' }],
    ['/evaluation', 'evaluation', 'evaluation/EvaluationTool', {}],
    ['/evaluation/instructions', 'evaluationInstructions', 'evaluation/EvaluationTool', {}],
    ['/evaluation/instructions/de-DE', 'evaluationInstructions', 'evaluation/EvaluationTool', {}],
    ['/evaluation/suggestions', 'evaluationSuggestions', 'evaluation/EvaluationTool', {}],
    ['/evaluation/suggestions/en-GB', 'evaluationSuggestions', 'evaluation/EvaluationTool', {}],
    ['/evaluation/de-DE/0/1', 'evaluationCompare', 'evaluation/EvaluationTool', { firstIndex: '0', secondIndex: '1' }],
    ['/q/brand-ca/nordwind', 'brandCategory', 'category/BrandPage', { brandName: 'nordwind' }],
    ['/q/de-DE/brand-ca/nordwind', 'brandCategory', 'category/BrandPage', { brandName: 'nordwind' }],
    ['/q/query/summer-sale', 'namedQuery', 'category/NamedQueryPage', { queryId: 'summer-sale' }],
    ['/q/pl-PL/query/summer-sale', 'namedQuery', 'category/NamedQueryPage', { queryId: 'summer-sale' }],
    ['/q/brand/b17', 'brand', 'category/BrandPage', { brandId: 'b17' }],
    ['/q/brand/nordwind/b17', 'brand', 'category/BrandPage', { brandName: 'nordwind', brandId: 'b17' }],
    ['/q/de-DE/brand/nordwind', 'brand', 'category/BrandPage', { brandName: 'nordwind' }],
    ['/h/c1203', 'category', 'category/CategoryPage', { categoryId: 'c1203' }],
    ['/h/garden/h12', 'category', 'category/CategoryPage', { categoryId: 'h12', categoryName: 'garden' }],
    ['/h/de-AT/garden/a7', 'category', 'category/CategoryPage', { categoryId: 'a7', categoryName: 'garden' }],
  ])('%s renders %s from %s', (path, pageId, module, params) => {
    expect(match(path)).toMatchObject({ kind: 'page', page: pageId, module, params });
  });

  it('carries the locale segment of the address', () => {
    expect(match('/q/de-AT/search')).toMatchObject({ routeLocale: 'de-AT' });
    expect(match('/c/fr-CH/summer/s42')).toMatchObject({ routeLocale: 'fr-CH' });
    expect(match('/q/search')).not.toHaveProperty('routeLocale');
  });

  it('renders the home page at /', () => {
    expect(match('/')).toMatchObject({ kind: 'page', page: 'home', module: null });
  });

  it.each(['/nope', '/q', '/q/unknown', '/q/brand', '/q/brand/a/b/c', '/evaluation/de-DE/x/1', '/evaluation/de-DE/1', '/h', '/h/a/b/c/d/e', '/cqe/de-DE/x', '/c/garden/x12', '/c/a/b/c/a1', '/%E0%A4%A'])(
    'an unmatched route or failed validity check is a 404: %s',
    (path) => {
      expect(match(path)).toEqual({ kind: 'notFound' });
    },
  );

  it('accepts only a strict xx-YY locale in route aliases', () => {
    // de-de is not a locale in an alias, so the route has too many segments for the alias and is a 404.
    expect(match('/c/de-de/garden/a1')).toEqual({ kind: 'notFound' });
    expect(match('/c/xx-YY/a1')).toMatchObject({ page: 'search', params: { id: '1', seoText: 'xx-YY' } });
  });

  it('redirects a wrong locale in a route alias to the correct language-COUNTRY, keeping the query', () => {
    // With the market tables' judge: en-DE and fr-DE are written right but are not Germany's languages.
    const real = (path: string, search = '') => matchRoute(path, search, judgeLocale);
    expect(real('/c/en-DE/lampen/a1', '?q=x')).toEqual({ kind: 'redirect', to: '/c/de-DE/lampen/a1?q=x', status: 301 });
    expect(real('/c/en-DE/a1')).toEqual({ kind: 'redirect', to: '/c/de-DE/a1', status: 301 });
    expect(real('/c/fr-DE/sessel/s5')).toEqual({ kind: 'redirect', to: '/c/de-DE/sessel/s5', status: 301 });
    expect(real('/c/de-AT/lampen/a1')).toMatchObject({ page: 'search', params: { id: '1', seoText: 'lampen' }, routeLocale: 'de-AT' });
    expect(real('/c/lampen/a1')).toMatchObject({ page: 'search', params: { id: '1', seoText: 'lampen' } });
  });

  it('redirects a wrong locale in the URL to the correct language-COUNTRY, keeping the query', () => {
    expect(match('/q/de-de/search', '?q=tisch')).toEqual({ kind: 'redirect', to: '/q/de-DE/search?q=tisch', status: 301 });
    expect(match('/h/PL_pl/ogrod/c12')).toEqual({ kind: 'redirect', to: '/h/pl-PL/ogrod/c12', status: 301 });
    expect(match('/q/xx-XX/search')).toEqual({ kind: 'notFound' });
  });

  it("with the market tables' judge, a locale no storefront has goes to the host's storefront, else its language's market, else the default", () => {
    const on = (host: string | null, path: string) => matchRoute(path, '', judgeLocaleOn(host));
    expect(on('www.shop.pl', '/q/xx-XX/search')).toEqual({ kind: 'redirect', to: '/q/pl-PL/search', status: 301 });
    expect(on('fr.shop.ch', '/h/fr/jardin/c12')).toEqual({ kind: 'redirect', to: '/h/fr-CH/jardin/c12', status: 301 });
    expect(on('localhost', '/q/en-US/search')).toEqual({ kind: 'redirect', to: '/q/en-GB/search', status: 301 });
    expect(on(null, '/q/xx-XX/search')).toEqual({ kind: 'redirect', to: '/q/de-DE/search', status: 301 });
    // The locale a host names, its language too (SPEC §4 step 4).
    expect(on('fr.shop.ch', '/q/xx-XX/search')).toEqual({ kind: 'redirect', to: '/q/fr-CH/search', status: 301 });
    expect(on('pl.shop.com', '/q/xx-XX/search')).toEqual({ kind: 'redirect', to: '/q/pl-PL/search', status: 301 });
    // A right locale of another storefront stays, and so does one only written otherwise.
    expect(on('www.shop.pl', '/q/de-DE/search')).toMatchObject({ kind: 'page', routeLocale: 'de-DE' });
    expect(on('www.shop.pl', '/q/de_DE/search')).toEqual({ kind: 'redirect', to: '/q/de-DE/search', status: 301 });
    expect(on('www.shop.de', '/h/FR-ch/jardin/c12')).toEqual({ kind: 'redirect', to: '/h/fr-CH/jardin/c12', status: 301 });
    expect(on('www.shop.pl:8443', '/q/xx-XX/search')).toEqual({ kind: 'redirect', to: '/q/pl-PL/search', status: 301 });
  });

  it('redirects a category URL with an invalid category id to search, the SEO text as the query', () => {
    expect(match('/h/garden-chairs_wood/x12')).toEqual({ kind: 'redirect', to: '/q/search?q=garden+chairs+wood', status: 302 });
    expect(match('/h/de-DE/gartenmoebel/12')).toEqual({ kind: 'redirect', to: '/q/de-DE/search?q=gartenmoebel', status: 302 });
    expect(match('/h/c12x')).toEqual({ kind: 'redirect', to: '/q/search?q=c12x', status: 302 });
  });

  it('keeps the address\'s other parameters on the redirect to search (a storefront\'s frame stays embedded); the SEO text replaces its q', () => {
    expect(match('/h/Lampen-und_Leuchten/12', '?isEmbedded=true&campaign=x')).toEqual({
      kind: 'redirect',
      to: '/q/search?q=Lampen+und+Leuchten&isEmbedded=true&campaign=x',
      status: 302,
    });
    expect(match('/h/de-DE/lampen/x1', 'q=old&brand=A%26B&%71=older&sort=price')).toEqual({
      kind: 'redirect',
      to: '/q/de-DE/search?q=lampen&brand=A%26B&sort=price',
      status: 302,
    });
    expect(match('/h/x1', '?isEmbedded=true')).toEqual({ kind: 'redirect', to: '/q/search?q=x1&isEmbedded=true', status: 302 });
  });

  it('SPEC §5: a category id is a, c or h followed by digits; a bare letter or anything before it redirects to search', () => {
    expect(match('/h/garden/h')).toEqual({ kind: 'redirect', to: '/q/search?q=garden', status: 302 });
    expect(match('/h/garden/a')).toEqual({ kind: 'redirect', to: '/q/search?q=garden', status: 302 });
    expect(match('/h/garden/xh12')).toEqual({ kind: 'redirect', to: '/q/search?q=garden', status: 302 });
    expect(match('/h/garden/12c3')).toEqual({ kind: 'redirect', to: '/q/search?q=garden', status: 302 });
    expect(match('/h/garden/a7')).toMatchObject({ kind: 'page', page: 'category', params: { categoryId: 'a7' } });
  });

  it('turns dashes and underscores of SEO text into spaces', () => {
    expect(seoTextToQuery('garden--chairs_wood')).toBe('garden chairs wood');
  });
});

describe('the same page in another locale', () => {
  const localized = (path: string, locale: string) => {
    const m = match(path);
    if (m.kind !== 'page') throw new Error('no page');
    return localizedPath(m, locale);
  };
  it.each([
    ['/q/search', '/q/pl-PL/search'],
    ['/q/de-DE/search', '/q/pl-PL/search'],
    ['/h/garden/c12', '/h/pl-PL/garden/c12'],
    ['/h/de-AT/garden/c12', '/h/pl-PL/garden/c12'],
    ['/q/query/summer-sale', '/q/pl-PL/query/summer-sale'],
    ['/q/brand-ca/nordwind', '/q/pl-PL/brand-ca/nordwind'],
    ['/c/garden/a12', '/c/pl-PL/garden/a12'],
    ['/cqe', '/cqe/pl-PL'],
    ['/evaluation/de-DE/0/1', '/evaluation/pl-PL/0/1'],
  ])('%s becomes %s', (from, to) => {
    expect(localized(from, 'pl-PL')).toBe(to);
    expect(match(to)).toMatchObject({ kind: 'page', routeLocale: 'pl-PL' });
  });
  it('has no locale form for the home page and brand ids', () => {
    expect(localized('/', 'pl-PL')).toBeNull();
    expect(localized('/q/brand/b17', 'pl-PL')).toBeNull();
  });
  it('keeps a brand page that names its id where it is: the locale form names the brand only and would lose the id', () => {
    expect(localized('/q/brand/nordwind/b17', 'pl-PL')).toBeNull();
    expect(localized('/q/de-DE/brand/nordwind', 'pl-PL')).toBe('/q/pl-PL/brand/nordwind');
  });
});
