import { correctRouteLocale, isRouteLocale, isSupportedLocale, toStoredLocale } from '@shop/market';
import type { LocaleJudge } from './routes';

/** Judges a locale segment of the address with the market tables (SPEC §2: a wrong locale redirects). */
export const judgeLocale: LocaleJudge = (segment) => {
  if (isRouteLocale(segment) && isSupportedLocale(toStoredLocale(segment))) return { kind: 'ok' };
  const fixed = correctRouteLocale(segment);
  if (fixed && fixed !== segment && isRouteLocale(fixed) && isSupportedLocale(toStoredLocale(fixed))) {
    return { kind: 'redirect', routeLocale: fixed };
  }
  return { kind: 'invalid' };
};
