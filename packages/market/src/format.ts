import { DEFAULT_LOCALE, isSupportedLocale, toBcp47, toStoredLocale } from './locales';
import { type CurrencyCode, currencyForLocale, getDisplaySettings } from './markets';

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

/** The formatter's key: its Intl locale and options. */
function formatterKey(locale: string, options: Intl.NumberFormatOptions): { tag: string; key: string } {
  const tag = intlLocale(locale);
  return { tag, key: `${tag}|${JSON.stringify(options)}` };
}

function formatter(tag: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let kept = formatters.get(key);
  if (!kept) {
    kept = new Intl.NumberFormat(tag, options);
    formatters.set(key, kept);
  }
  return kept;
}

/**
 * The page's one `Intl.NumberFormat` for a locale (either form) and options: made once and kept, as a page
 * formats hundreds of numbers (prices, counts) and each new formatter costs.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const { tag, key } = formatterKey(locale, options);
  return formatter(tag, key, options);
}

/**
 * Numbers formatted before, by formatter key and value. A page's first `Intl.NumberFormat` loads the
 * browser's number data, in one piece (130–230 ms at 4× CPU slowdown on the machine this was measured on);
 * a server-rendered page need not pay that to hydrate: the server records every number it formats for the
 * page ({@link recordFormattedNumbers}) and sends them along ({@link FormattedNumberList}), and the browser's
 * hydration reads them back ({@link formattedNumbersFrom}) — the same texts the HTML has, so no mismatch.
 * A number not in the book is formatted here as always.
 */
export interface FormattedNumberBook {
  get(key: string, value: number): string | undefined;
  /** Called with every number formatted here: a recording book keeps it, a reading book need not. */
  set(key: string, value: number, text: string): void;
}

/** A book as data (the server-rendered page's state): `[formatter key, [[value, text], …]][]`. */
export type FormattedNumberList = Array<[key: string, values: Array<[value: number, text: string]>]>;

/** What a page's list may hold (it comes from the page's HTML): more is dropped, never formatted wrongly. */
export const FORMATTED_NUMBERS_LIMITS = { formatters: 64, valuesPerFormatter: 2000, keyChars: 400, textChars: 80 } as const;

/**
 * On the global object: the host and every remote bundle their own copy of this package and render one page
 * together, so each copy must find the same book. A symbol from the registry, so nothing else collides.
 */
const BOOK = Symbol.for('@shop/market/formattedNumbers');
type WithBook = typeof globalThis & { [BOOK]?: FormattedNumberBook | null };

/** Sets the book every copy of this package reads and writes (null: none, every number is formatted). */
export function setFormattedNumbers(book: FormattedNumberBook | null): void {
  (globalThis as WithBook)[BOOK] = book;
}

/** The text for a key and value: from the book when it was made before, else made (and told to the book). */
function throughBook(key: string, value: number, make: () => string): string {
  const book = (globalThis as WithBook)[BOOK];
  const known = book?.get(key, value);
  if (known !== undefined) return known;
  const text = make();
  // -0 and non-finite values do not survive JSON as themselves: never recorded.
  if (book && Number.isFinite(value) && !Object.is(value, -0)) book.set(key, value, text);
  return text;
}

/** The value formatted with the kept formatter for the locale and options, through the book. */
function formatWith(locale: string, options: Intl.NumberFormatOptions, value: number): string {
  const { tag, key } = formatterKey(locale, options);
  return throughBook(key, value, () => formatter(tag, key, options).format(value));
}

/** A book that keeps what is formatted with it; `list()` is what a server-rendered page sends. */
export function recordFormattedNumbers(): FormattedNumberBook & { list(): FormattedNumberList } {
  const byKey = new Map<string, Map<number, string>>();
  return {
    get: (key, value) => byKey.get(key)?.get(value),
    set(key, value, text) {
      let values = byKey.get(key);
      if (!values) byKey.set(key, (values = new Map()));
      values.set(value, text);
    },
    list: () => [...byKey].map(([key, values]) => [key, [...values]]),
  };
}

/**
 * A book that answers from a list read from the page. The list is bounded and checked entry by entry
 * ({@link FORMATTED_NUMBERS_LIMITS}): a malformed entry is left out (that number is formatted here).
 */
export function formattedNumbersFrom(list: unknown): FormattedNumberBook {
  const byKey = new Map<string, Map<number, string>>();
  if (Array.isArray(list)) {
    for (const entry of list.slice(0, FORMATTED_NUMBERS_LIMITS.formatters)) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || entry[0].length > FORMATTED_NUMBERS_LIMITS.keyChars || !Array.isArray(entry[1])) continue;
      const values = new Map<number, string>();
      for (const pair of (entry[1] as unknown[]).slice(0, FORMATTED_NUMBERS_LIMITS.valuesPerFormatter)) {
        if (!Array.isArray(pair)) continue;
        const [value, text] = pair as unknown[];
        if (typeof value === 'number' && Number.isFinite(value) && typeof text === 'string' && text.length <= FORMATTED_NUMBERS_LIMITS.textChars) values.set(value, text);
      }
      byKey.set(entry[0], values);
    }
  }
  return { get: (key, value) => byKey.get(key)?.get(value), set: () => undefined };
}

/**
 * Loads the browser's number data now: a page whose hydration read its numbers from the server's book does it
 * once the shopper engages or the page asks for new prices (the host's `numberWarmUp`). Not through the book:
 * it must format.
 */
export function warmNumberFormats(locale: string): void {
  numberFormat(locale, { style: 'currency', currency: currencyForLocale(locale) }).format(0);
}

/** A price in the locale's format and its market's currency: `formatPrice(12.5, 'de_DE')` → `12,50 €`. */
export function formatPrice(amount: number, locale: string, options: FormatPriceOptions = {}): string {
  const settings = getDisplaySettings(locale);
  const digits = options.fractionDigits ?? settings.decimalPaddingParts;
  return formatWith(
    locale,
    {
      style: 'currency',
      currency: options.currency ?? settings.currency,
      currencyDisplay: options.currencyDisplay ?? 'symbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    },
    amount,
  );
}

/** The symbol prices are shown with in a locale: `€` for de_DE, `zł` for pl_PL (through the book too). */
export function currencySymbol(locale: string): string {
  const currency = currencyForLocale(locale);
  const options: Intl.NumberFormatOptions = { style: 'currency', currency };
  const { tag, key } = formatterKey(locale, options);
  return throughBook(`${key}|symbol`, 0, () => formatter(tag, key, options).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency);
}

/** A plain number in the locale's format: `formatNumber(1234.5, 'de_DE')` → `1.234,5`. */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return formatWith(locale, options, value);
}

/**
 * A percentage in the locale's format, from a percent value: `formatPercent(10, 'de_DE')` → `10 %`.
 * Defaults to at most one fraction digit.
 */
export function formatPercent(percent: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return formatWith(locale, { maximumFractionDigits: 1, ...options, style: 'percent' }, percent / 100);
}
