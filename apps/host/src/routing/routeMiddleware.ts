/**
 * Route middleware: named checks a matched page runs before it is rendered (the browser shell) or served
 * (the host server). A failing check is a failing route validity check: 404 (SPEC §2, §5). A page naming a
 * middleware nobody registered is a broken route table, not a missing page: 500 with the message
 * "Unknown middleware" plus its name (SPEC §5, §8).
 */
import { CATEGORY_ID, type LocaleJudge, type NotFoundMatch, type PageId, type PageMatch, type RouteMatch } from './routes';

/** A route validity check: `true` lets the page render, `false` makes it a 404. */
export type RouteMiddleware = (match: PageMatch, judgeLocale: LocaleJudge) => boolean;

export interface MiddlewareErrorMatch {
  kind: 'error';
  status: 500;
  message: string;
}

export type CheckedRouteMatch = RouteMatch | MiddlewareErrorMatch;

/** The middleware the shell and the host server know, by name. */
export const ROUTE_MIDDLEWARE: Readonly<Record<string, RouteMiddleware>> = {
  /** A locale segment the page was matched with names a supported storefront (SPEC §2). */
  locale: (match, judgeLocale) => match.routeLocale === undefined || judgeLocale(match.routeLocale).kind === 'ok',
  /** Category ids are a, c or h followed by digits (SPEC §2, §5). */
  categoryId: (match) => CATEGORY_ID.test(match.params.categoryId ?? ''),
};

/** Which middleware each page runs, in order. */
export const PAGE_MIDDLEWARE: Readonly<Record<PageId, readonly string[]>> = {
  home: [],
  search: ['locale'],
  category: ['locale', 'categoryId'],
  brand: ['locale'],
  brandCategory: ['locale'],
  namedQuery: ['locale'],
  cqe: ['locale'],
  evaluation: [],
  evaluationInstructions: ['locale'],
  evaluationSuggestions: ['locale'],
  evaluationCompare: ['locale'],
};

const NOT_FOUND: NotFoundMatch = { kind: 'notFound' };

/**
 * Runs a matched page's middleware. Redirects and 404s pass through unchanged; a page whose middleware all
 * pass stays as it is; a failing one makes it a 404; an unknown name makes it a 500 error.
 */
export function applyRouteMiddleware(
  match: RouteMatch,
  judgeLocale: LocaleJudge,
  pageMiddleware: Readonly<Partial<Record<PageId, readonly string[]>>> = PAGE_MIDDLEWARE,
  registry: Readonly<Record<string, RouteMiddleware>> = ROUTE_MIDDLEWARE,
): CheckedRouteMatch {
  if (match.kind !== 'page') return match;
  for (const name of pageMiddleware[match.page] ?? []) {
    const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!middleware) return { kind: 'error', status: 500, message: `Unknown middleware ${name}` };
    if (!middleware(match, judgeLocale)) return NOT_FOUND;
  }
  return match;
}
