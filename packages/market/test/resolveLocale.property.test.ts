import fc from 'fast-check';
import { correctRouteLocale, parseAcceptLanguage, resolveLocale } from '../src/resolveLocale';
import { isSupportedLocale, SUPPORTED_LOCALES, toRouteLocale, toStoredLocale } from '../src/locales';

/**
 * SPEC §2 and §4 over generated inputs (fast-check): whatever an address, a cookie, a header or a host says,
 * the locale resolved is a supported one, and a corrected route locale is final — corrected again it asks for
 * no further redirect, so a wrong locale in the address redirects once, never in a loop.
 */

const PIECES = [...SUPPORTED_LOCALES, ...SUPPORTED_LOCALES.map(toRouteLocale), 'de', 'DE', 'pl', 'fr', 'CH', 'xx', 'en', 'GB', 'de-de', 'DE_de', 'xx-YY',
  'en-DE', 'fr-PL', '-', '_', ';q=0.5', ',', ' ', '*', 'de-CH-1996', 'zh-Hant-TW', 'i-klingon', '__proto__', 'constructor', ''];
const text = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 3 })), { maxLength: 5 }).map((parts) => parts.join('')),
  fc.string({ maxLength: 30 }),
);
const country = fc.option(fc.constantFrom('DE', 'PL', 'CH', 'AT', 'cz', 'XX', '', 'de'), { nil: undefined });

describe('SPEC §2, §4 locales over generated inputs', () => {
  it('a corrected route locale is supported and final: correcting it again changes nothing', () => {
    fc.assert(
      fc.property(text, country, (param, c) => {
        const fixed = correctRouteLocale(param, c);
        const route = fixed ?? param;
        if (fixed !== null) expect(isSupportedLocale(toStoredLocale(fixed))).toBe(true);
        if (fixed !== null) expect(correctRouteLocale(route, c)).toBeNull();
      }),
      { numRuns: 4000 },
    );
  });

  it('resolves any address, cookie, header and host to a supported locale without throwing', () => {
    fc.assert(
      fc.property(
        fc.record({ stored: text, queryLocale: text, cookieLocale: text, headerLocale: text, path: text, host: text, routeParam: text }, { requiredKeys: [] }),
        (inputs) => {
          expect(isSupportedLocale(resolveLocale(inputs, () => undefined).locale)).toBe(true);
          expect(Array.isArray(parseAcceptLanguage(inputs.headerLocale))).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
