import {
  COUNTRY_LANGUAGES,
  DEFAULT_LOCALE,
  type CountryCode,
  type LanguageCode,
  type SupportedLocale,
  isSupportedLocale,
  localeOf,
  toStoredLocale,
} from './locales';

export type CurrencyCode = 'EUR' | 'PLN' | 'CZK' | 'HUF' | 'CHF' | 'GBP' | 'SEK' | 'DKK' | 'RON' | 'RSD';

export type RecommendationSlider = 'last_seen' | 'products';

/** Market display settings per locale (SPEC §3). */
export interface MarketDisplaySettings {
  currency: CurrencyCode;
  /** Fraction digits a price is always padded to (`12,50 €`, `1235 Ft`). */
  decimalPaddingParts: number;
  /** Show the old-price prefix ("was") before a struck price. */
  oldPricePrefix: boolean;
  /** Show the list-price prefix ("List price") before a list price. */
  listPricePrefix: boolean;
  /** Show the VAT text ("incl. VAT") under the price. */
  vatText: boolean;
  /** Show the delivery-charges text under the price. */
  deliveryCharges: boolean;
  /** Show the product picture disclaimer. */
  productDisclaimer: boolean;
  /** Which row fills the "other recommendations" slider. */
  otherRecommendationSlider: RecommendationSlider;
  /** Show a recommendation slider for sold-out products. */
  soldOutRecommendationSlider: boolean;
  /** Show size ratings on tiles. */
  sizeRatings: boolean;
  /** Show the free-returns hint. */
  returnHint: boolean;
  /** Render with the storefront's legacy styling. */
  legacyStyle: boolean;
  /** Show the wishlist button on tiles. */
  wishlistButton: boolean;
  /** Show the extra-shipping text for bulky items. */
  extraShippingInfo: boolean;
}

/** A sister marketplace a search term can be searched in (SPEC §2, "in some storefronts"). */
export interface SisterMarketplace {
  name: string;
  /** Search address with `{q}` where the encoded search term goes. */
  searchUrlTemplate: string;
}

export interface Market {
  country: CountryCode;
  /** Offered languages; the first is the default language. */
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
  locales: readonly SupportedLocale[];
  defaultLocale: SupportedLocale;
  currency: CurrencyCode;
  /** Sponsored products and banners may be requested (SPEC §4, together with consent and mode). */
  sponsoring: boolean;
  /** The A/B value `ldtmulti` is kept on search requests (SPEC §5). */
  abTesting: boolean;
  /** Newsletter sign-up address; empty when the storefront has none (SPEC §1). */
  newsletterUrl: string;
  sisterMarketplace: SisterMarketplace | null;
}

const NON_EURO_CURRENCIES: Readonly<Partial<Record<CountryCode, CurrencyCode>>> = {
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  CH: 'CHF',
  GB: 'GBP',
  NI: 'GBP',
  XI: 'GBP',
  SE: 'SEK',
  DK: 'DKK',
  RO: 'RON',
  RS: 'RSD',
};

const SPONSORING_COUNTRIES: ReadonlySet<CountryCode> = new Set<CountryCode>([
  'DE',
  'AT',
  'NL',
  'PL',
  'CZ',
  'SK',
  'HU',
  'BE',
  'FR',
]);

/** A/B countries of SPEC §5. */
export const AB_TEST_COUNTRIES: readonly CountryCode[] = ['SK', 'NL', 'PL', 'BE', 'CZ', 'FR', 'DE'];

/**
 * SPEC §1: a newsletter sign-up link exists per storefront and is empty for most. It names none that has one,
 * so the storefronts whose group also runs a marketplace in the country (below) are taken to run the sign-up
 * form too. The form is a page of the storefront itself, on the storefront's own origin, beside its other
 * service pages (the footer fragment's `/{language-COUNTRY}/{page}` addresses), so the link is a path.
 */
const NEWSLETTER_URLS: Readonly<Partial<Record<CountryCode, string>>> = {
  DE: '/de-DE/newsletter',
  AT: '/de-AT/newsletter',
  CZ: '/cs-CZ/newsletter',
  SK: '/sk-SK/newsletter',
  PL: '/pl-PL/newsletter',
};
const kaufland = (domain: string): SisterMarketplace => ({
  name: `Kaufland.${domain}`,
  searchUrlTemplate: `https://www.kaufland.${domain}/s/?search_value={q}`,
});
/**
 * The group's marketplace where it runs one for the same country (public knowledge, 2026: Kaufland's online
 * marketplaces in Germany, Austria, Czechia, Slovakia and Poland).
 */
const SISTER_MARKETPLACES: Readonly<Partial<Record<CountryCode, SisterMarketplace>>> = {
  DE: kaufland('de'),
  AT: kaufland('at'),
  CZ: kaufland('cz'),
  SK: kaufland('sk'),
  PL: kaufland('pl'),
};

function currencyOf(country: CountryCode): CurrencyCode {
  return NON_EURO_CURRENCIES[country] ?? 'EUR';
}

/** Currencies whose prices are shown without decimals. */
const WHOLE_UNIT_CURRENCIES: ReadonlySet<CurrencyCode> = new Set<CurrencyCode>(['HUF']);

function buildMarket(country: CountryCode): Market {
  const languages = COUNTRY_LANGUAGES[country];
  const locales = languages.map((language) => localeOf(language, country)).filter((l) => l !== null);
  const [defaultLanguage] = languages;
  const [defaultLocale] = locales;
  if (defaultLanguage === undefined || defaultLocale === undefined) {
    throw new Error(`Market ${country} has no supported locale`);
  }
  return Object.freeze({
    country,
    languages,
    defaultLanguage,
    locales,
    defaultLocale,
    currency: currencyOf(country),
    sponsoring: SPONSORING_COUNTRIES.has(country),
    abTesting: AB_TEST_COUNTRIES.includes(country),
    newsletterUrl: NEWSLETTER_URLS[country] ?? '',
    sisterMarketplace: SISTER_MARKETPLACES[country] ?? null,
  });
}

const MARKETS: readonly Market[] = (Object.keys(COUNTRY_LANGUAGES) as CountryCode[]).map(buildMarket);
const MARKETS_BY_COUNTRY = new Map<string, Market>(MARKETS.map((market) => [market.country, market]));

/** Every storefront market of SPEC §9, one per country. */
export function listMarkets(): readonly Market[] {
  return MARKETS;
}

/** The market of a country code (case-insensitive), or null. */
export function getMarket(country: string | null | undefined): Market | null {
  if (typeof country !== 'string') return null;
  return MARKETS_BY_COUNTRY.get(country.toUpperCase()) ?? null;
}

/** True for markets with more than one language (CH, BE, LU, CY, EE, LV); they carry a locale route parameter. */
export function isMultiLanguage(country: string | null | undefined): boolean {
  return (getMarket(country)?.languages.length ?? 0) > 1;
}

/** The market of a supported locale in either form (`de_AT`, `de-AT`), or null. */
export function marketForLocale(locale: string | null | undefined): Market | null {
  if (typeof locale !== 'string') return null;
  const stored = toStoredLocale(locale);
  if (!isSupportedLocale(stored)) return null;
  return getMarket(stored.slice(3));
}

/** The default language of a country's market, or null for an unknown country. */
export function defaultLanguageOf(country: string | null | undefined): LanguageCode | null {
  return getMarket(country)?.defaultLanguage ?? null;
}

export function isSponsoringEnabled(country: string | null | undefined): boolean {
  return getMarket(country)?.sponsoring ?? false;
}

/** SPEC §5: A/B countries keep the `ldtmulti` value on search requests. */
export function isAbTestCountry(country: string | null | undefined): boolean {
  return getMarket(country)?.abTesting ?? false;
}

/** The newsletter sign-up address of a storefront; empty when it has none. */
export function newsletterUrl(country: string | null | undefined): string {
  return getMarket(country)?.newsletterUrl ?? '';
}

/**
 * Region names the Intl data gets wrong for our storefronts: `NI` is Nicaragua there and `XI` (the EU code
 * for Northern Ireland) has no name at all. Both storefronts serve Northern Ireland in English; `XI` is the
 * one trading under EU rules, so it carries the code to tell the two apart.
 */
const REGION_NAMES: Readonly<Partial<Record<CountryCode, string>>> = {
  NI: 'Northern Ireland',
  XI: 'Northern Ireland (XI)',
};

/**
 * The script a storefront's texts are written in, where its language has more than one and Intl's default is
 * another: the Serbian storefront's texts are Latin (Intl names `sr-RS` in Cyrillic: "Србија – српски").
 */
const TEXT_SCRIPTS: Readonly<Record<string, string>> = { sr: 'Latn' };

/**
 * The language tag of a page or element in `locale` (`lang`, `Content-Language`): `de_DE` → `de-DE`, and the
 * script where the texts' is not the language's default: `sr_RS` → `sr-Latn-RS` (`sr-RS` means Cyrillic to a
 * browser: its hyphenation, speech voice and translation offer read the Latin texts as Cyrillic).
 */
export function langTag(locale: string): string {
  const [language = '', country] = locale.split(/[_-]/);
  const script = TEXT_SCRIPTS[language];
  return script && country ? `${language}-${script}-${country}` : locale.replace('_', '-');
}

/** A storefront named in its own language, e.g. "Polska – polski", "Schweiz – Deutsch", "Northern Ireland – English". */
export function storefrontLabel(language: string, country: string): string {
  const fixed = REGION_NAMES[country as CountryCode];
  try {
    const script = TEXT_SCRIPTS[language];
    const tag = script ? `${language}-${script}-${country}` : `${language}-${country}`;
    const region = fixed ?? new Intl.DisplayNames([tag], { type: 'region' }).of(country) ?? country;
    const lang = new Intl.DisplayNames([tag], { type: 'language' }).of(language) ?? language;
    return `${region} – ${lang}`;
  } catch {
    return `${fixed ?? country} – ${language}`;
  }
}

/**
 * Every storefront named in its own language ({@link storefrontLabel}), in the order the locale selector lists
 * them (root collation). Written out instead of computed on the phone: the 78 `Intl.DisplayNames` objects took
 * ~150 ms of main thread at page start on a 4×-slowed CPU (`npm run bench:page -- --profile`), and the
 * server's and the browser's ICU could name or order one differently, which breaks hydration. The market
 * tests check the table against `storefrontLabel` and the market list.
 */
export const STOREFRONT_LABELS: readonly (readonly [locale: string, label: string])[] = [
  ['nl_BE', 'België – Nederlands'],
  ['fr_BE', 'Belgique – français'],
  ['cs_CZ', 'Česko – čeština'],
  ['en_CY', 'Cyprus – English'],
  ['da_DK', 'Danmark – dansk'],
  ['de_DE', 'Deutschland – Deutsch'],
  ['et_EE', 'Eesti – eesti'],
  ['es_ES', 'España – español'],
  ['fr_FR', 'France – français'],
  ['hr_HR', 'Hrvatska – hrvatski'],
  ['en_IE', 'Ireland – English'],
  ['it_IT', 'Italia – italiano'],
  ['lv_LV', 'Latvija – latviešu'],
  ['lt_LT', 'Lietuva – lietuvių'],
  ['fr_LU', 'Luxembourg – français'],
  ['de_LU', 'Luxemburg – Deutsch'],
  ['hu_HU', 'Magyarország – magyar'],
  ['en_MT', 'Malta – English'],
  ['nl_NL', 'Nederland – Nederlands'],
  ['en_NI', 'Northern Ireland – English'],
  ['en_XI', 'Northern Ireland (XI) – English'],
  ['de_AT', 'Österreich – Deutsch'],
  ['pl_PL', 'Polska – polski'],
  ['pt_PT', 'Portugal – português'],
  ['ro_RO', 'România – română'],
  ['de_CH', 'Schweiz – Deutsch'],
  ['sl_SI', 'Slovenija – slovenščina'],
  ['sk_SK', 'Slovensko – slovenčina'],
  ['sr_RS', 'Srbija – srpski'],
  ['fr_CH', 'Suisse – français'],
  ['fi_FI', 'Suomi – suomi'],
  ['sv_SE', 'Sverige – svenska'],
  ['it_CH', 'Svizzera – italiano'],
  ['en_GB', 'United Kingdom – English'],
  ['el_GR', 'Ελλάδα – Ελληνικά'],
  ['el_CY', 'Κύπρος – Ελληνικά'],
  ['bg_BG', 'България – български'],
  ['ru_LV', 'Латвия – русский'],
  ['ru_EE', 'Эстония – русский'],
];

/**
 * The host (`www.kaufland.de`) of the storefront's sister marketplace, or null when it has none: the one host
 * besides the page's allow-list that the marketplace line may link to.
 */
export function sisterMarketplaceHost(market: Pick<Market, 'sisterMarketplace'>): string | null {
  const template = market.sisterMarketplace?.searchUrlTemplate;
  if (!template) return null;
  try {
    const url = new URL(template.replaceAll('{q}', ''));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.host : null;
  } catch {
    return null;
  }
}

/** The address that searches `q` in the storefront's sister marketplace, or null when it has none. */
export function sisterMarketplaceSearchUrl(market: Pick<Market, 'sisterMarketplace'>, q: string): string | null {
  const sister = market.sisterMarketplace;
  if (!sister) return null;
  return sister.searchUrlTemplate.replaceAll('{q}', encodeURIComponent(q));
}

/**
 * SPEC §3 lists these flags without per-storefront values, so every storefront starts from the same
 * set; currency and decimal padding follow the market's currency.
 */
const BASE_DISPLAY_FLAGS: Omit<MarketDisplaySettings, 'currency' | 'decimalPaddingParts'> = {
  oldPricePrefix: true,
  listPricePrefix: false,
  vatText: true,
  deliveryCharges: true,
  productDisclaimer: false,
  otherRecommendationSlider: 'last_seen',
  soldOutRecommendationSlider: true,
  sizeRatings: false,
  returnHint: false,
  legacyStyle: false,
  wishlistButton: true,
  extraShippingInfo: false,
};

/** Per-locale exceptions to the base flags. */
const DISPLAY_OVERRIDES: Readonly<Partial<Record<SupportedLocale, Partial<MarketDisplaySettings>>>> = {};

function buildDisplaySettings(locale: SupportedLocale): MarketDisplaySettings {
  const currency = currencyOf(locale.slice(3) as CountryCode);
  return Object.freeze({
    ...BASE_DISPLAY_FLAGS,
    currency,
    decimalPaddingParts: WHOLE_UNIT_CURRENCIES.has(currency) ? 0 : 2,
    ...DISPLAY_OVERRIDES[locale],
  });
}

const DISPLAY_SETTINGS = new Map<string, MarketDisplaySettings>(
  MARKETS.flatMap((market) => market.locales).map((locale) => [locale, buildDisplaySettings(locale)]),
);

/**
 * Display settings of a locale in either form. An unsupported locale gets the default locale's settings
 * (de_DE), matching where locale resolution ends (SPEC §4 step 6).
 */
export function getDisplaySettings(locale: string | null | undefined): MarketDisplaySettings {
  const stored = typeof locale === 'string' ? toStoredLocale(locale) : DEFAULT_LOCALE;
  const settings = DISPLAY_SETTINGS.get(stored) ?? DISPLAY_SETTINGS.get(DEFAULT_LOCALE);
  if (!settings) throw new Error(`No display settings for ${DEFAULT_LOCALE}`);
  return settings;
}

/** The currency prices are shown in for a locale (SPEC §3: EUR unless the market has its own). */
export function currencyForLocale(locale: string | null | undefined): CurrencyCode {
  return getDisplaySettings(locale).currency;
}
