import { isLanguage, type Language } from './vocabulary';

// Math functions bound once: a global lookup per call is slow inside Jest's VM sandbox (about 30x).
const { max, round } = Math;

export type Currency = 'EUR' | 'CHF' | 'GBP' | 'PLN' | 'CZK' | 'HUF' | 'RON' | 'RSD' | 'SEK' | 'DKK';

export interface Market {
  country: string;
  languages: readonly string[];
  currency: Currency;
  /** Price in market currency = base EUR price × factor, then rounded the market's way. */
  priceFactor: number;
}

const m = (country: string, languages: string[], currency: Currency = 'EUR', priceFactor = 1): Market => ({
  country,
  languages,
  currency,
  priceFactor,
});

/** The country/language combinations of SPEC §9. */
export const MARKETS: readonly Market[] = [
  m('DE', ['de']), m('AT', ['de'], 'EUR', 1.03), m('CH', ['de', 'fr', 'it'], 'CHF', 1.05),
  m('BE', ['nl', 'fr'], 'EUR', 1.02), m('LU', ['de', 'fr'], 'EUR', 1.01), m('CY', ['el', 'en'], 'EUR', 1.04),
  m('EE', ['et', 'ru'], 'EUR', 1.02), m('LV', ['lv', 'ru'], 'EUR', 1.02),
  m('GB', ['en'], 'GBP', 0.87), m('IE', ['en'], 'EUR', 1.05), m('MT', ['en'], 'EUR', 1.04),
  m('NI', ['en'], 'GBP', 0.87), m('XI', ['en'], 'GBP', 0.87),
  m('SK', ['sk'], 'EUR', 0.98), m('PL', ['pl'], 'PLN', 4.25), m('CZ', ['cs'], 'CZK', 24.9),
  m('NL', ['nl'], 'EUR', 1.01), m('HU', ['hu'], 'HUF', 396), m('FR', ['fr'], 'EUR', 1.02),
  m('DK', ['da'], 'DKK', 7.6), m('ES', ['es'], 'EUR', 0.97), m('BG', ['bg'], 'EUR', 0.9),
  m('GR', ['el'], 'EUR', 1.0), m('FI', ['fi'], 'EUR', 1.06), m('HR', ['hr'], 'EUR', 0.96),
  m('IT', ['it'], 'EUR', 1.0), m('LT', ['lt'], 'EUR', 0.97), m('PT', ['pt'], 'EUR', 0.98),
  m('RO', ['ro'], 'RON', 4.9), m('SI', ['sl'], 'EUR', 0.98), m('RS', ['sr'], 'RSD', 116),
  m('SE', ['sv'], 'SEK', 11.4),
];

const byCountry = new Map(MARKETS.map((market) => [market.country, market]));

export function findMarket(country: string): Market | undefined {
  return byCountry.get(country);
}

export interface ResolvedLocale {
  /** `language_COUNTRY`, e.g. `de_DE`. */
  locale: string;
  language: string;
  country: string;
  market: Market;
  /** The catalogue language texts come in (English for languages without their own texts). */
  textLanguage: Language;
}

const LOCALE_PATTERN = /^([a-z]{2})[_-]([A-Z]{2})$/;

/** Resolves `de_DE` / `de-DE` against the markets; undefined when malformed or not a market. */
export function resolveLocale(value: string): ResolvedLocale | undefined {
  const match = LOCALE_PATTERN.exec(value);
  if (!match) return undefined;
  const language = match[1] ?? '';
  const country = match[2] ?? '';
  const market = byCountry.get(country);
  if (!market || !market.languages.includes(language)) return undefined;
  return { locale: `${language}_${country}`, language, country, market, textLanguage: isLanguage(language) ? language : 'en' };
}

/** Every supported locale as `language_COUNTRY`. */
export function allLocales(): string[] {
  return MARKETS.flatMap((market) => market.languages.map((language) => `${language}_${market.country}`));
}

/** Rounds a converted price to the market's usual price points (.99/.49, 1 249 Kč, 12 990 Ft). */
export function roundPrice(value: number, currency: Currency): number {
  switch (currency) {
    case 'CZK':
    case 'RSD':
    case 'SEK':
    case 'DKK':
      return value < 1000 ? max(9, round(value / 10) * 10 - 1) : round(value / 100) * 100 - 10;
    case 'HUF':
      return max(490, round(value / 100) * 100 - 10);
    default: {
      if (value >= 100) return max(1, round(value)) - 0.01;
      const halves = max(1, round(value * 2)) / 2;
      return round((halves - 0.01) * 100) / 100;
    }
  }
}
