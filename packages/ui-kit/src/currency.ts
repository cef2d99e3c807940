import { currencyForLocale, numberFormat } from '@shop/market';

/** The symbol prices are shown with in a locale: `€` for de_DE, `zł` for pl_PL. */
export function currencySymbol(locale: string): string {
  const parts = numberFormat(locale, { style: 'currency', currency: currencyForLocale(locale) }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currencyForLocale(locale);
}
