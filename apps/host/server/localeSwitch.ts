import { isSupportedLocale, localeCookie, toRouteLocale } from '@shop/market';
import { localizedPath, matchRoute, type LocaleJudge } from '../src/routing/routes';

const BASE = 'http://host';

/**
 * Where the header's storefront select leads when its form is sent without JavaScript: the page it was on
 * (`from`, our own path only — anything else means the home page) in the chosen storefront (`to`), as the
 * shell's own switch does (`localizedPath`; a route without a locale form stays, and the cookie gives it the
 * language). With the cookie that remembers the choice (SPEC §4), or none for a storefront we do not have.
 */
export function localeSwitch(to: string | null, from: string | null, protocol: string, judge: LocaleJudge): { location: string; cookie?: string } {
  let page: URL | null = null;
  if (from !== null && /^\/(?![/\\])/.test(from)) {
    try {
      const url = new URL(from, BASE);
      if (url.origin === BASE) page = url;
    } catch {
      page = null;
    }
  }
  const here = page ? `${page.pathname}${page.search}` : '/';
  if (to === null || !isSupportedLocale(to)) return { location: here };
  const cookie = localeCookie(to, protocol);
  if (!page) return { location: '/', cookie };
  const match = matchRoute(page.pathname, page.search, judge);
  const path = match.kind === 'page' ? localizedPath(match, toRouteLocale(to)) : null;
  return { location: path ? `${path}${page.search}` : here, cookie };
}
