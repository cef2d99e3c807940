import { correctRouteLocale, countryFromHost, isRouteLocale, isSupportedLocale, toStoredLocale } from '@shop/market';
import type { LocaleJudge } from './routes';

/**
 * Judges a locale segment of the address with the market tables (SPEC §2: a wrong locale redirects), for the
 * storefront of `country` (from the host name, SPEC §4 step 4): a wrong locale on `www.shop.pl` becomes
 * `pl-PL`, not the German storefront. Without a country, a wrong one becomes its language's own market or the
 * default (`correctRouteLocale`).
 */
export function localeJudgeFor(country: string | null): LocaleJudge {
  return (segment) => {
    if (isRouteLocale(segment) && isSupportedLocale(toStoredLocale(segment))) return { kind: 'ok' };
    const fixed = correctRouteLocale(segment, country);
    if (fixed && fixed !== segment && isRouteLocale(fixed) && isSupportedLocale(toStoredLocale(fixed))) {
      return { kind: 'redirect', routeLocale: fixed };
    }
    return { kind: 'invalid' };
  };
}

/** The judge for no storefront country. */
export const judgeLocale: LocaleJudge = localeJudgeFor(null);

/** The judge for the storefront a host name (a `Host` header, `location.host`) stands for. */
export function judgeLocaleOn(host: string | null | undefined): LocaleJudge {
  const country = countryFromHost(host);
  return country ? localeJudgeFor(country) : judgeLocale;
}
