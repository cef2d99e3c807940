import { isOwnPath, linkPolicy, safeLink } from '@shop/api-client';
import { isSupportedLocale, localeCookie, toRouteLocale } from '@shop/market';
import { localizedPath, matchRoute, type LocaleJudge } from '../src/routing/routes';

const BASE = 'http://host';
/** `from` may only be a path of ours: no other host is allowed. */
const OWN_PATHS_ONLY = linkPolicy([], BASE);

/**
 * Where the header's storefront select leads when its form is sent without JavaScript: the page it was on
 * (`from`, our own path only — anything else means the home page) in the chosen storefront (`to`), as the
 * shell's own switch does (`localizedPath`; a route without a locale form stays, and the cookie gives it the
 * language). With the cookie that remembers the choice (SPEC §4), or none for a storefront we do not have.
 */
export function localeSwitch(to: string | null, from: string | null, protocol: string, judge: LocaleJudge): { location: string; cookie?: string } {
  // The one link rule (api-client `safeLink`): our own path only, never one that resolves to `//host` — as
  // `/.//evil.example` does, which a check of the raw text lets through.
  const own = from === null ? null : safeLink(from, OWN_PATHS_ONLY);
  const page = own !== null && isOwnPath(own) ? new URL(own, BASE) : null;
  const here = page ? `${page.pathname}${page.search}` : '/';
  if (to === null || !isSupportedLocale(to)) return { location: here };
  const cookie = localeCookie(to, protocol);
  if (!page) return { location: '/', cookie };
  const match = matchRoute(page.pathname, page.search, judge);
  const path = match.kind === 'page' ? localizedPath(match, toRouteLocale(to)) : null;
  return { location: path ? `${path}${page.search}` : here, cookie };
}
