import fc from 'fast-check';
import { SUPPORTED_LOCALES, toRouteLocale } from '@shop/market';
import { judgeLocale } from './localeJudge';
import { localizedPath, matchRoute } from './routes';

/**
 * The route table over generated paths (fast-check): any path is matched without throwing, a redirect stays on
 * our origin, and the same page in another storefront (the header's switch, `/locale` without JavaScript) is
 * the same page — same route, same parameters — in that storefront.
 */

const ROUTE_LOCALES = SUPPORTED_LOCALES.map(toRouteLocale);
const SEGMENTS = ['q', 'h', 'c', 'cqe', 'evaluation', 'instructions', 'suggestions', 'search', 'query', 'brand', 'brand-ca', 'de-DE', 'pl-PL', 'de-de',
  'DE-de', 'xx-YY', 'de_DE', 'c4', 'c12', 'a12', 's3', 'h7', 'x9', '0', '1', '-1', 'möbel', 'M%C3%B6bel', 'garden--chairs_wood', '%2F', '%', '..', '.', '',
  'summer-sale', 'nordwind', 'a b', '😀'];

const path = fc
  .array(fc.oneof(fc.constantFrom(...SEGMENTS), fc.string({ maxLength: 5 })), { maxLength: 6 })
  .chain((segments) => fc.constantFrom(`/${segments.join('/')}`, `/${segments.join('/')}/`));

describe('SPEC §2 routes over generated paths', () => {
  it('matches any path without throwing; a redirect is one of our own paths', () => {
    fc.assert(
      fc.property(path, fc.constantFrom('', '?q=sofa', '?x=%FF'), (p, search) => {
        const m = matchRoute(p, search, judgeLocale);
        if (m.kind === 'redirect') {
          expect(m.to.startsWith('/') && !m.to.startsWith('//') && !m.to.startsWith('/\\')).toBe(true);
        }
      }),
      { numRuns: 4000 },
    );
  });

  it('the same page in another storefront is the same route with the same parameters, in that storefront', () => {
    fc.assert(
      fc.property(path, fc.constantFrom(...ROUTE_LOCALES), (p, locale) => {
        const m = matchRoute(p, '', judgeLocale);
        fc.pre(m.kind === 'page');
        if (m.kind !== 'page') return;
        const there = localizedPath(m, locale);
        if (there === null) return; // a page without a locale form: the cookie carries the storefront
        const again = matchRoute(there, '', judgeLocale);
        expect(again).toMatchObject({ kind: 'page', page: m.page, params: m.params, routeLocale: locale });
      }),
      { numRuns: 4000 },
    );
  });
});
