import { formatNumber, formatPercent, formatPrice, intlLocale } from '../src';

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
