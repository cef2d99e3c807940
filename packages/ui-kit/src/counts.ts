import { formatNumber } from '@shop/market';

/**
 * A count as the shopper reads it in their language (52.000, 52 000, 52,000); plurals still use the number.
 * `language` in either form (`de-DE`, `de_DE`); the formatter is the market's kept one for that locale.
 */
export function formatCount(value: number, language: string): string {
  return formatNumber(value, language);
}
