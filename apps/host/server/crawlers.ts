import { parseSearchParams } from '@shop/api-client';
import type { RouteMatch } from '../src/routing/routes';

/**
 * `/robots.txt`: the evaluation tool (SPEC §2) is for the people who judge the search, not for search engines.
 * Nothing else is kept from crawlers: listing pages arrive rendered for them, the proxied API serves the
 * product images, and a page's scripts and data must stay fetchable for a crawler that renders it.
 */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /evaluation\n';

/**
 * The `X-Robots-Tag` for a page, from its address alone (so it goes out with the status, before the render):
 * `noindex` for the evaluation tool (a crawler that ignores robots.txt, or a link to it from elsewhere), and for
 * a page asked for as an embed (`isEmbedded=true`, SPEC §2): it is the same page as its address without the
 * parameter, framed by a storefront, and only that one should be in an index. The query is read as the page
 * reads it (the first `isEmbedded` counts). `null` for every other page.
 */
export function robotsTag(match: RouteMatch, search: string): string | null {
  if (match.kind !== 'page') return null;
  if (match.page.startsWith('evaluation')) return 'noindex';
  return parseSearchParams(search).isEmbedded ? 'noindex' : null;
}
