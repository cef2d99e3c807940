import { correctRouteLocale, countryFromHost, isRouteLocale, isSupportedLocale, localeFromHost, localeOf, toRouteLocale, toStoredLocale } from '@shop/market';
import type { LocaleJudge } from './routes';

/** A supported locale written otherwise (`de_DE`, `DE-de`): the same locale, whatever the storefront. */
function respelled(segment: string): string | null {
  const parts = /^([a-z]{2})[-_]([a-z]{2})$/i.exec(segment);
  if (!parts) return null;
  const stored = `${parts[1]!.toLowerCase()}_${parts[2]!.toUpperCase()}`;
  return isSupportedLocale(stored) ? toRouteLocale(stored) : null;
}

/**
 * Judges a locale segment of the address with the market tables (SPEC §2: a wrong locale redirects), for the
 * storefront a host name stands for (SPEC §4 step 4: its country, and the locale it names, `fr.shop.ch` →
 * fr_CH). A supported locale written otherwise is that locale (`de_DE` → `de-DE` on any host). Else on a
 * storefront's host: the segment's language in its country if offered (`fr` on a Swiss host → `fr-CH`), else
 * the host's own locale (`xx-XX` on `www.shop.pl` → `pl-PL`, not the German storefront). Without one: the
 * market package's correction (the segment's country, the language's own market, the default).
 */
export function localeJudgeFor(country: string | null, hostLocale: string | null = null): LocaleJudge {
  return (segment) => {
    if (isRouteLocale(segment) && isSupportedLocale(toStoredLocale(segment))) return { kind: 'ok' };
    const fixed = respelled(segment) ?? onStorefront(segment, country, hostLocale);
    if (fixed && fixed !== segment && isRouteLocale(fixed) && isSupportedLocale(toStoredLocale(fixed))) {
      return { kind: 'redirect', routeLocale: fixed };
    }
    return { kind: 'invalid' };
  };
}

function onStorefront(segment: string, country: string | null, hostLocale: string | null): string | null {
  if (!country) return correctRouteLocale(segment);
  const language = /^([a-z]{2})(?:[-_][a-z]{2})?$/i.exec(segment)?.[1]?.toLowerCase();
  const inCountry = language ? localeOf(language, country) : null;
  if (inCountry) return toRouteLocale(inCountry);
  return hostLocale ? toRouteLocale(hostLocale) : correctRouteLocale(segment, country);
}

/** The judge for no storefront country. */
export const judgeLocale: LocaleJudge = localeJudgeFor(null);

/** The judge for the storefront a host name (a `Host` header, `location.host`) stands for. */
export function judgeLocaleOn(host: string | null | undefined): LocaleJudge {
  // `pl.shop.com`: no country domain, a locale all the same.
  const hostLocale = localeFromHost(host);
  const country = countryFromHost(host) ?? (hostLocale ? hostLocale.slice(3) : null);
  return country ? localeJudgeFor(country, hostLocale) : judgeLocale;
}
