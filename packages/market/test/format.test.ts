import { currencySymbol, FORMATTED_NUMBERS_LIMITS, formatNumber, formatPercent, formatPrice, formattedNumbersFrom, intlLocale, recordFormattedNumbers, setFormattedNumbers } from '../src';
import type * as Format from '../src/format';

/** Intl separates with no-break spaces; compare with plain ones. */
const plain = (text: string): string => text.replace(/\s/gu, ' ');

describe('formatPrice (SPEC §3 currency and decimal padding per market)', () => {
  it.each([
    ['de_DE', '12.345,50 €'],
    ['de-AT', '€ 12.345,50'],
    ['fr_FR', '12 345,50 €'],
    ['pl_PL', '12 345,50 zł'],
    ['cs_CZ', '12 345,50 Kč'],
    ['de_CH', "CHF 12'345.50"],
    ['en_GB', '£12,345.50'],
    ['sv_SE', '12 345,50 kr'],
    ['ro_RO', '12.345,50 RON'],
  ])('formats a price for %s in the market currency as %s', (locale, expected) => {
    expect(plain(formatPrice(12345.5, locale))).toBe(expected);
  });

  it('shows HUF without decimals', () => {
    expect(plain(formatPrice(12345.5, 'hu_HU'))).toBe('12 346 Ft');
    expect(plain(formatPrice(1990, 'hu_HU'))).toBe('1990 Ft');
  });

  it('pads whole amounts to two decimals where the market pads', () => {
    expect(plain(formatPrice(5, 'de_DE'))).toBe('5,00 €');
  });

  it('formats Northern Ireland storefronts in pounds the UK way', () => {
    expect(intlLocale('en_XI')).toBe('en-GB');
    expect(intlLocale('en-NI')).toBe('en-GB');
    expect(plain(formatPrice(1234.5, 'en_XI'))).toBe('£1,234.50');
  });

  it('takes currency, fraction digits and currency display as options', () => {
    expect(plain(formatPrice(12.5, 'de_DE', { currency: 'CHF' }))).toBe('12,50 CHF');
    expect(plain(formatPrice(12.5, 'de_DE', { fractionDigits: 0 }))).toBe('13 €');
    expect(plain(formatPrice(12.5, 'de_DE', { currencyDisplay: 'code' }))).toBe('12,50 EUR');
  });

  it('formats an unsupported locale as the default locale de_DE', () => {
    expect(intlLocale('en_US')).toBe('de-DE');
    expect(plain(formatPrice(1, 'xx'))).toBe('1,00 €');
  });
});

describe('formatNumber and formatPercent', () => {
  it('formats numbers with the locale separators', () => {
    expect(formatNumber(1234.5, 'de_DE')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en_GB')).toBe('1,234.5');
    expect(formatNumber(1234.567, 'de_DE', { maximumFractionDigits: 1 })).toBe('1.234,6');
  });

  it('formats a percent value (10 → 10 %) the locale way', () => {
    expect(plain(formatPercent(10, 'de_DE'))).toBe('10 %');
    expect(formatPercent(10, 'en_GB')).toBe('10%');
    expect(plain(formatPercent(12.5, 'fr_FR'))).toBe('12,5 %');
  });
});

describe("the book of numbers formatted before (a server-rendered page's hydration formats none, issue 9)", () => {
  afterEach(() => {
    setFormattedNumbers(null);
    jest.restoreAllMocks();
  });

  it('a number in the book is read from it: no Intl.NumberFormat is made and its text is the one given', () => {
    const server = recordFormattedNumbers();
    setFormattedNumbers(server);
    const texts = [formatPrice(1299, 'cs_CZ', { fractionDigits: 3 }), formatNumber(52000, 'cs_CZ', { minimumIntegerDigits: 3 }), formatPercent(12.25, 'cs_CZ', { maximumFractionDigits: 2 }), currencySymbol('cs_CZ')];
    // The browser: a fresh copy of the package (a formatter made above would be kept), the book read from the page.
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const browser = require('../src/format') as typeof Format;
      browser.setFormattedNumbers(browser.formattedNumbersFrom(JSON.parse(JSON.stringify(server.list()))));
      const made = jest.spyOn(Intl, 'NumberFormat');
      expect([
        browser.formatPrice(1299, 'cs_CZ', { fractionDigits: 3 }),
        browser.formatNumber(52000, 'cs_CZ', { minimumIntegerDigits: 3 }),
        browser.formatPercent(12.25, 'cs_CZ', { maximumFractionDigits: 2 }),
        browser.currencySymbol('cs_CZ'),
      ]).toEqual(texts);
      expect(made).not.toHaveBeenCalled();
      // A number the server did not format is formatted here.
      expect(plain(browser.formatPrice(7, 'cs_CZ', { fractionDigits: 3 }))).toBe('7,000 Kč');
      expect(made).toHaveBeenCalledTimes(1);
    });
  });

  it("the page's book answers with the server's text even where this machine would format differently", () => {
    const key = `de-DE|${JSON.stringify({ maximumFractionDigits: 1 })}`;
    setFormattedNumbers(formattedNumbersFrom([[key, [[4.5, 'vier Komma fünf']]]]));
    expect(formatNumber(4.5, 'de_DE', { maximumFractionDigits: 1 })).toBe('vier Komma fünf');
    expect(formatNumber(4.5, 'de_AT', { maximumFractionDigits: 1 })).toBe('4,5');
  });

  it('a recording book keeps each number once per formatter; -0 and numbers JSON cannot carry are not kept', () => {
    const book = recordFormattedNumbers();
    setFormattedNumbers(book);
    formatPrice(5, 'de_DE');
    formatPrice(5, 'de_DE');
    formatPrice(-0, 'de_DE');
    formatNumber(Number.NaN, 'de_DE');
    formatNumber(Number.POSITIVE_INFINITY, 'de_DE');
    formatNumber(5, 'de_DE');
    const list = book.list();
    expect(list.map(([, values]) => values.map(([value, text]) => [value, plain(text)]))).toEqual([[[5, '5,00 €']], [[5, '5']]]);
  });

  it(`a list read from the page is checked entry by entry and bounded (${FORMATTED_NUMBERS_LIMITS.formatters} formatters, ${FORMATTED_NUMBERS_LIMITS.valuesPerFormatter} values each)`, () => {
    const key = `de-DE|${JSON.stringify({})}`;
    const many = Array.from({ length: FORMATTED_NUMBERS_LIMITS.valuesPerFormatter + 1 }, (_, i) => [i, `n${i}`]);
    const book = formattedNumbersFrom([
      [key, [[1, 'eins'], ['2', 'zwei'], [3, 3], [4, 'x'.repeat(FORMATTED_NUMBERS_LIMITS.textChars + 1)], null, [null, 'null']]],
      ['k'.repeat(FORMATTED_NUMBERS_LIMITS.keyChars + 1), [[1, 'long key']]],
      'not an entry',
      ['many', many],
      ...Array.from({ length: FORMATTED_NUMBERS_LIMITS.formatters }, (_, i) => [`f${i}`, [[1, String(i)]]]),
    ]);
    expect(book.get(key, 1)).toBe('eins');
    expect([2, 3, 4, 0].map((v) => book.get(key, v))).toEqual([undefined, undefined, undefined, undefined]);
    expect(book.get('k'.repeat(FORMATTED_NUMBERS_LIMITS.keyChars + 1), 1)).toBeUndefined();
    expect(book.get('many', FORMATTED_NUMBERS_LIMITS.valuesPerFormatter - 1)).toBe(`n${FORMATTED_NUMBERS_LIMITS.valuesPerFormatter - 1}`);
    expect(book.get('many', FORMATTED_NUMBERS_LIMITS.valuesPerFormatter)).toBeUndefined();
    // The list's first entries count against the bound, kept or not: f0 is in, the last ones are out.
    expect(book.get(`f0`, 1)).toBe('0');
    expect(book.get(`f${FORMATTED_NUMBERS_LIMITS.formatters - 1}`, 1)).toBeUndefined();
    for (const bad of [null, 'x', 42, { key: [] }]) expect(formattedNumbersFrom(bad).get(key, 1)).toBeUndefined();
  });

  it('warming up makes a formatter even when the book has every number', () => {
    setFormattedNumbers(formattedNumbersFrom([]));
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('../src/format') as typeof Format;
      fresh.setFormattedNumbers(fresh.formattedNumbersFrom([[`pl-PL|${JSON.stringify({ style: 'currency', currency: 'PLN' })}`, [[0, '0 zł']]]]));
      const made = jest.spyOn(Intl, 'NumberFormat');
      fresh.warmNumberFormats('pl_PL');
      expect(made).toHaveBeenCalledTimes(1);
    });
  });
});
