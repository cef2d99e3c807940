import {
  localeCookie,
  COUNTRY_LANGUAGES,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  SUPPORTED_LOCALES,
  TRANSLATION_FALLBACK,
  isRouteLocale,
  isSupportedLocale,
  matchShortCode,
  parseLocaleValue,
  toBcp47,
  toRouteLocale,
  toStoredLocale,
} from '../src';

describe('locale constants (SPEC §9)', () => {
  it('supports the 37 listed text sets plus en_NI and es_ES', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(39);
    expect(SUPPORTED_LOCALES).toEqual(expect.arrayContaining(['en_NI', 'es_ES', 'de_DE', 'ru_LV', 'sr_RS']));
    expect(new Set(SUPPORTED_LOCALES).size).toBe(SUPPORTED_LOCALES.length);
  });

  it('uses de_DE as default, en_GB as English fallback and en-US as translation fallback', () => {
    expect(DEFAULT_LOCALE).toBe('de_DE');
    expect(FALLBACK_LOCALE).toBe('en_GB');
    expect(TRANSLATION_FALLBACK).toBe('en-US');
  });

  it('has exactly one supported locale per country/language combination of the market table', () => {
    const fromMarkets = Object.entries(COUNTRY_LANGUAGES).flatMap(([country, languages]) =>
      languages.map((language) => `${language}_${country}`),
    );
    expect([...fromMarkets].sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });
});

describe('locale forms (SPEC §3)', () => {
  it('writes stored language_COUNTRY as route language-COUNTRY and back', () => {
    expect(toRouteLocale('de_DE')).toBe('de-DE');
    expect(toRouteLocale('de-DE')).toBe('de-DE');
    expect(toStoredLocale('fr-CH')).toBe('fr_CH');
    expect(toStoredLocale('fr_CH')).toBe('fr_CH');
    expect(toBcp47('sr_RS')).toBe('sr-RS');
  });

  it('knows supported locales in stored form only', () => {
    expect(isSupportedLocale('de_AT')).toBe(true);
    expect(isSupportedLocale('de-AT')).toBe(false);
    expect(isSupportedLocale('en_DE')).toBe(false);
  });
});

describe('parseLocaleValue (SPEC §5 locale query value)', () => {
  it.each([
    ['de_DE', 'de_DE'],
    ['de-AT', 'de_AT'],
    ['xx_YY', 'xx_YY'],
  ])('accepts two lowercase letters, _ or -, two uppercase letters: %s', (value, stored) => {
    expect(parseLocaleValue(value)).toBe(stored);
  });

  it.each(['de-de', 'DE-de', 'de', 'de_DEU', 'de.DE', ' de_DE', '', 'deu_DE'])('rejects %p', (value) => {
    expect(parseLocaleValue(value)).toBeNull();
  });

  it('rejects missing values', () => {
    expect(parseLocaleValue(undefined)).toBeNull();
    expect(parseLocaleValue(null)).toBeNull();
  });
});

describe('isRouteLocale (SPEC §2, §5 locale in route aliases)', () => {
  it('accepts exactly two lowercase letters, a hyphen and two uppercase letters', () => {
    expect(isRouteLocale('de-DE')).toBe(true);
    expect(isRouteLocale('xx-YY')).toBe(true);
  });

  it.each(['de_DE', 'de-de', 'DE-DE', 'de', 'de-DEU', 'de-DE/', ''])('rejects %p', (param) => {
    expect(isRouteLocale(param)).toBe(false);
  });
});

describe('matchShortCode (SPEC §5: short codes matched case-insensitively against known tables)', () => {
  it.each([
    ['pl', 'pl_PL'],
    ['PL', 'pl_PL'],
    ['AT', 'de_AT'],
    ['ch', 'de_CH'],
    ['cz', 'cs_CZ'],
    ['cs', 'cs_CZ'],
    ['gr', 'el_GR'],
    ['el', 'el_GR'],
    ['en', 'en_GB'],
    ['gb', 'en_GB'],
    ['be', 'nl_BE'],
    ['lu', 'de_LU'],
    ['cy', 'el_CY'],
    ['se', 'sv_SE'],
    ['sv', 'sv_SE'],
    ['si', 'sl_SI'],
    ['rs', 'sr_RS'],
    ['dk', 'da_DK'],
    ['ee', 'et_EE'],
    ['xi', 'en_XI'],
    ['de', 'de_DE'],
    ['Fr', 'fr_FR'],
  ])('%s → %s', (code, locale) => {
    expect(matchShortCode(code)).toBe(locale);
  });

  it('prefers a language of the given country: fr in CH → fr_CH, ru in LV → ru_LV, de in AT → de_AT', () => {
    expect(matchShortCode('fr', 'CH')).toBe('fr_CH');
    expect(matchShortCode('ru', 'LV')).toBe('ru_LV');
    expect(matchShortCode('de', 'at')).toBe('de_AT');
    expect(matchShortCode('fr', 'DE')).toBe('fr_FR');
  });

  it('leaves ru alone unresolved, since it is offered in EE and LV alike', () => {
    expect(matchShortCode('ru')).toBeNull();
  });

  it.each(['xx', 'us', 'deu', 'd', '', 'de_DE'])('does not match %p', (code) => {
    expect(matchShortCode(code)).toBeNull();
  });
});

describe('the locale cookie (SPEC §9 cookie expiry 31 days)', () => {
  it('keeps the chosen locale for 31 days (2,678,400 s) on every path', () => {
    expect(localeCookie('pl_PL')).toBe('locale=pl_PL; path=/; max-age=2678400; samesite=lax');
  });

  it('is Secure over https and only there', () => {
    expect(localeCookie('pl_PL', 'https:')).toMatch(/; secure$/);
    expect(localeCookie('pl_PL', 'http:')).not.toContain('secure');
  });

  it('cannot carry extra attributes in its value', () => {
    expect(localeCookie('pl_PL; domain=evil.example')).toMatch(/^locale=pl_PL%3B%20domain%3Devil.example; path=\//);
  });
});
