import { DEFAULT_LOCALE, isSupportedLocale, toBcp47, toStoredLocale } from './locales';
import { type CurrencyCode, getDisplaySettings } from './markets';

export interface FormatPriceOptions {
  /** Defaults to the market's currency. */
  currency?: CurrencyCode;
  /** Fraction digits; defaults to the market's decimal padding (`0` for HUF, else `2`). */
  fractionDigits?: number;
  /** Defaults to `'symbol'`. */
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | 'name';
}

/**
 * Northern Ireland storefronts format like the rest of the UK; CLDR reads `NI` as Nicaragua and knows no
 * `XI`, which would give US-style output.
 */
const INTL_LOCALE_OVERRIDES: Readonly<Record<string, string>> = { en_NI: 'en-GB', en_XI: 'en-GB' };

/** The Intl locale for a shop locale in either form; unsupported locales format as the default locale. */
export function intlLocale(locale: string): string {
  const stored = toStoredLocale(locale);
  const supported = isSupportedLocale(stored) ? stored : DEFAULT_LOCALE;
  return INTL_LOCALE_OVERRIDES[supported] ?? toBcp47(supported);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The page's one `Intl.NumberFormat` for a locale (either form) and options: made once and kept, as a page
 * formats hundreds of numbers (prices, counts) and each new formatter costs.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const tag = intlLocale(locale);
  const key = `${tag}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A price in the locale's format and its market's currency: `formatPrice(12.5, 'de_DE')` → `12,50 €`. */
export function formatPrice(amount: number, locale: string, options: FormatPriceOptions = {}): string {
  const settings = getDisplaySettings(locale);
  const digits = options.fractionDigits ?? settings.decimalPaddingParts;
  return numberFormat(locale, {
    style: 'currency',
    currency: options.currency ?? settings.currency,
    currencyDisplay: options.currencyDisplay ?? 'symbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** A plain number in the locale's format: `formatNumber(1234.5, 'de_DE')` → `1.234,5`. */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/**
 * A percentage in the locale's format, from a percent value: `formatPercent(10, 'de_DE')` → `10 %`.
 * Defaults to at most one fraction digit.
 */
export function formatPercent(percent: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, { maximumFractionDigits: 1, ...options, style: 'percent' }).format(percent / 100);
}
