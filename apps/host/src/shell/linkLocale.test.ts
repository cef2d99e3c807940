import { SUPPORTED_LOCALES, isMultiLanguage, toRouteLocale } from '@shop/market';
import { linkRouteLocale } from './linkLocale';

describe("the shell's links' locale segment (SPEC §2: multi-language markets use a locale route parameter)", () => {
  it("is the address's own where it has one", () => {
    expect(linkRouteLocale('de_DE', 'de-DE')).toBe('de-DE');
    expect(linkRouteLocale('fr_CH', 'fr-CH')).toBe('fr-CH');
  });

  it('is the page locale in a multi-language market also where the address has none; none in a market of one language', () => {
    expect(linkRouteLocale('fr_CH', undefined)).toBe('fr-CH');
    expect(linkRouteLocale('nl_BE', undefined)).toBe('nl-BE');
    expect(linkRouteLocale('de_DE', undefined)).toBeUndefined();
    expect(linkRouteLocale('pl_PL', undefined)).toBeUndefined();
    for (const locale of SUPPORTED_LOCALES) expect(linkRouteLocale(locale, undefined)).toBe(isMultiLanguage(locale.slice(3)) ? toRouteLocale(locale) : undefined);
  });
});
