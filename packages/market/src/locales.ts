/**
 * Locale forms (SPEC §3, §5, §9). A locale is stored as `language_COUNTRY` (`de_DE`), written in routes as
 * `language-COUNTRY` (`de-DE`) and handed to Intl / i18next as the BCP 47 tag (`de-DE`).
 */

/** The supported text sets of SPEC §9, plus en_NI and es_ES which SPEC §9 lists separately. */
export const SUPPORTED_LOCALES = [
  'bg_BG',
  'cs_CZ',
  'da_DK',
  'de_AT',
  'de_CH',
  'de_DE',
  'de_LU',
  'el_CY',
  'el_GR',
  'en_CY',
  'en_GB',
  'en_IE',
  'en_MT',
  'en_NI',
  'en_XI',
  'es_ES',
  'et_EE',
  'fi_FI',
  'fr_BE',
  'fr_CH',
  'fr_FR',
  'fr_LU',
  'hr_HR',
  'hu_HU',
  'it_CH',
  'it_IT',
  'lt_LT',
  'lv_LV',
  'nl_BE',
  'nl_NL',
  'pl_PL',
  'pt_PT',
  'ro_RO',
  'ru_EE',
  'ru_LV',
  'sk_SK',
  'sl_SI',
  'sr_RS',
  'sv_SE',
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** Country codes of the storefronts (SPEC §9), as used in locales and `assortment`. */
export type CountryCode = SupportedLocale extends `${string}_${infer C}` ? C : never;
/** Language codes of the supported locales. */
export type LanguageCode = SupportedLocale extends `${infer L}_${string}` ? L : never;

export const DEFAULT_LOCALE = 'de_DE' satisfies SupportedLocale;
export const FALLBACK_LOCALE = 'en_GB' satisfies SupportedLocale;
/** The language i18next falls back to; its texts are the `en_GB` set. */
export const TRANSLATION_FALLBACK = 'en-US';

/**
 * Languages per country; the first is the country's default language (for multi-language markets the
 * first one SPEC §9 names: CH de, BE nl, LU de, CY el, EE et, LV lv).
 */
export const COUNTRY_LANGUAGES: Readonly<Record<CountryCode, readonly LanguageCode[]>> = {
  DE: ['de'],
  AT: ['de'],
  CH: ['de', 'fr', 'it'],
  BE: ['nl', 'fr'],
  LU: ['de', 'fr'],
  CY: ['el', 'en'],
  EE: ['et', 'ru'],
  LV: ['lv', 'ru'],
  GB: ['en'],
  IE: ['en'],
  MT: ['en'],
  NI: ['en'],
  XI: ['en'],
  SK: ['sk'],
  PL: ['pl'],
  CZ: ['cs'],
  NL: ['nl'],
  HU: ['hu'],
  FR: ['fr'],
  DK: ['da'],
  ES: ['es'],
  BG: ['bg'],
  GR: ['el'],
  FI: ['fi'],
  HR: ['hr'],
  IT: ['it'],
  LT: ['lt'],
  PT: ['pt'],
  RO: ['ro'],
  SI: ['sl'],
  RS: ['sr'],
  SE: ['sv'],
};

/**
 * The market a bare language code stands for when no country is known. Russian is left out on purpose:
 * it is offered in EE and LV alike and no Russian storefront exists, so `'ru'` alone is ambiguous.
 */
const LANGUAGE_HOME: Readonly<Partial<Record<LanguageCode, SupportedLocale>>> = {
  bg: 'bg_BG',
  cs: 'cs_CZ',
  da: 'da_DK',
  de: 'de_DE',
  el: 'el_GR',
  en: 'en_GB',
  es: 'es_ES',
  et: 'et_EE',
  fi: 'fi_FI',
  fr: 'fr_FR',
  hr: 'hr_HR',
  hu: 'hu_HU',
  it: 'it_IT',
  lt: 'lt_LT',
  lv: 'lv_LV',
  nl: 'nl_NL',
  pl: 'pl_PL',
  pt: 'pt_PT',
  ro: 'ro_RO',
  sk: 'sk_SK',
  sl: 'sl_SI',
  sr: 'sr_RS',
  sv: 'sv_SE',
};

const SUPPORTED = new Set<string>(SUPPORTED_LOCALES);

export function isSupportedLocale(value: string): value is SupportedLocale {
  return SUPPORTED.has(value);
}

export function isCountryCode(value: string): value is CountryCode {
  return Object.hasOwn(COUNTRY_LANGUAGES, value);
}

export function isLanguageCode(value: string): value is LanguageCode {
  return SUPPORTED_LOCALES.some((locale) => locale.startsWith(`${value}_`));
}

/** `de_DE` → `de-DE`. Accepts either form. */
export function toRouteLocale(locale: string): string {
  return locale.replace('_', '-');
}

/** `de-DE` → `de_DE`. Accepts either form. */
export function toStoredLocale(locale: string): string {
  return locale.replace('-', '_');
}

/** The BCP 47 tag for Intl and i18next: `de_DE` → `de-DE`. */
export function toBcp47(locale: string): string {
  return toRouteLocale(locale);
}

/** Language and country parts of a locale in either form: `de_AT` → `{ language: 'de', country: 'AT' }`. */
export function splitLocale(locale: SupportedLocale): { language: LanguageCode; country: CountryCode } {
  const [language, country] = locale.split('_') as [LanguageCode, CountryCode];
  return { language, country };
}

/** The locale of `language` in `country`, when that combination is a supported market. */
export function localeOf(language: string, country: string): SupportedLocale | null {
  const candidate = `${language}_${country}`;
  return isSupportedLocale(candidate) ? candidate : null;
}

/** The default locale of a country's market (`CH` → `de_CH`), or null for an unknown country. */
export function defaultLocaleOf(country: string): SupportedLocale | null {
  if (!isCountryCode(country)) return null;
  const language = COUNTRY_LANGUAGES[country][0];
  return language === undefined ? null : localeOf(language, country);
}

const LOCALE_VALUE = /^([a-z]{2})[_-]([A-Z]{2})$/;
const ROUTE_LOCALE = /^[a-z]{2}-[A-Z]{2}$/;

/**
 * A locale query value (SPEC §5): two lowercase letters, `_` or `-`, two uppercase letters → the stored
 * form (`de-AT` → `de_AT`), else null. The shape is checked, not support; see `isSupportedLocale`.
 */
export function parseLocaleValue(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = LOCALE_VALUE.exec(value);
  return match ? `${match[1]}_${match[2]}` : null;
}

/** A locale route parameter (SPEC §2, §5): exactly two lowercase letters, a hyphen, two uppercase letters. */
export function isRouteLocale(param: string | null | undefined): boolean {
  return typeof param === 'string' && ROUTE_LOCALE.test(param);
}

/**
 * A short country or language code, matched case-insensitively against the known tables (SPEC §5):
 * `'pl'` → pl_PL, `'AT'` → de_AT, `'ch'` → de_CH, `'cz'` and `'cs'` → cs_CZ, `'gr'` and `'el'` → el_GR.
 *
 * Ambiguities and how they resolve:
 * - With `country` given, a language offered in that market wins: `('fr', 'CH')` → fr_CH, `('ru', 'LV')` → ru_LV.
 * - A code that is both a storefront country and a language (`de`, `fr`, `it`, `nl`, `pl`, …) means the
 *   same market either way (`'fr'` → fr_FR); otherwise country codes are read as countries, so `'be'`,
 *   `'cy'`, `'mt'`, `'se'`, `'si'` (also codes of unsupported languages) mean BE, CY, MT, SE, SI.
 * - A multi-language country gives its default language: `'be'` → nl_BE, `'lu'` → de_LU, `'cy'` → el_CY.
 * - `'ru'` without a country is ambiguous (EE or LV) and gives null.
 */
/** The market a language stands for when no country is known (`en` → en_GB), or `null` (`ru`, an unknown one). */
export function languageHome(language: string): SupportedLocale | null {
  const lower = language.toLowerCase();
  return isLanguageCode(lower) ? (LANGUAGE_HOME[lower] ?? null) : null;
}

export function matchShortCode(code: string | null | undefined, country?: string | null): SupportedLocale | null {
  if (typeof code !== 'string' || !/^[a-z]{2}$/i.test(code)) return null;
  const lower = code.toLowerCase();
  const upper = code.toUpperCase();
  if (country) {
    const inCountry = localeOf(lower, country.toUpperCase());
    if (inCountry) return inCountry;
  }
  const asCountry = defaultLocaleOf(upper);
  if (asCountry) return asCountry;
  return languageHome(lower);
}

/** SPEC §9: cookie expiry, 31 days (in seconds). */
export const LOCALE_COOKIE_MAX_AGE_S = 31 * 24 * 60 * 60;

/**
 * The `document.cookie` string that stores a shopper's chosen locale (read back first by locale resolution,
 * SPEC §4). `Secure` whenever the page is served over https (`protocol`, defaults to `http:`).
 */
export function localeCookie(locale: string, protocol = 'http:'): string {
  return `locale=${encodeURIComponent(locale)}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax${protocol === 'https:' ? '; secure' : ''}`;
}
