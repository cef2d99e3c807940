import { isMultiLanguage, toRouteLocale } from '@shop/market';

/**
 * The locale segment the shell's links carry (`/q/{language-COUNTRY}/search`): the address's own, and in a
 * multi-language market one also where the address has none (SPEC §2: multi-language markets use a locale route
 * parameter), so a Swiss shopper reading French, placed by a cookie or their browser's language, gets links that
 * keep it for whoever opens them; `undefined` in a market of one language.
 */
export function linkRouteLocale(locale: string, routeLocale: string | undefined): string | undefined {
  if (routeLocale) return routeLocale;
  return isMultiLanguage(locale.split('_')[1]) ? toRouteLocale(locale) : undefined;
}
