import { currencyForLocale, intlLocale } from '@shop/market';

const symbols = new Map<string, string>();

/** The symbol prices are shown with in a locale: `€` for de_DE, `zł` for pl_PL. */
export function currencySymbol(locale: string): string {
  let symbol = symbols.get(locale);
  if (symbol === undefined) {
    symbol = symbolOf(locale);
    symbols.set(locale, symbol);
  }
  return symbol;
}

function symbolOf(locale: string): string {
  const parts = new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: currencyForLocale(locale),
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currencyForLocale(locale);
}
