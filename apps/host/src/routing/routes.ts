/**
 * The route table of SPEC §2 as a pure matcher, shared by the browser shell and the host server (which
 * answers unmatched paths with HTTP 404 and redirects with 301/302 before any JavaScript runs).
 *
 * React Router cannot express segments such as `s{id}` or `a{id}`, so the shell routes everything through
 * this matcher and React Router only owns history and navigation.
 */
import type { PageModuleId } from '@shop/listing';

export type PageId =
  | 'home'
  | 'search'
  | 'category'
  | 'brand'
  | 'brandCategory'
  | 'namedQuery'
  | 'cqe'
  | 'evaluation'
  | 'evaluationInstructions'
  | 'evaluationSuggestions'
  | 'evaluationCompare';

export interface PageMatch {
  kind: 'page';
  page: PageId;
  /** The federated module that renders the page; `null` for pages the shell renders itself. */
  module: PageModuleId | null;
  params: Record<string, string>;
  /** Locale from the address, in route form (`de-DE`), when the route carries one. */
  routeLocale?: string;
}

export interface RedirectMatch {
  kind: 'redirect';
  to: string;
  status: 301 | 302;
}

export interface NotFoundMatch {
  kind: 'notFound';
}

export type RouteMatch = PageMatch | RedirectMatch | NotFoundMatch;

/**
 * How a locale segment of the address is judged: `ok` for a supported `xx-YY`, `redirect` with the correct
 * `language-COUNTRY` for a fixable one (SPEC §2: "A wrong locale in the URL redirects"), `invalid` otherwise.
 */
export type LocaleVerdict = { kind: 'ok' } | { kind: 'redirect'; routeLocale: string } | { kind: 'invalid' };
export type LocaleJudge = (segment: string) => LocaleVerdict;

/** Alias routes accept only `xx-YY` (SPEC §2, §5). */
export const ALIAS_LOCALE = /^[a-z]{2}-[A-Z]{2}$/;
/** Category ids: a, c or h followed by digits (SPEC §2, §5). */
export const CATEGORY_ID = /^[ach]\d+$/;
const INDEX = /^\d+$/;
const ALIAS_ID = /^[A-Za-z0-9_-]+$/;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The SEO text of a category URL as a search query: dashes and underscores become spaces (`+` in the URL). */
export function seoTextToQuery(seoText: string): string {
  return seoText.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The decoded name of one `name=value` part of a query string (`null` when it does not decode). */
function parameterName(part: string): string | null {
  const eq = part.indexOf('=');
  return decode((eq < 0 ? part : part.slice(0, eq)).replace(/\+/g, ' '));
}

function page(pageId: PageId, module: PageModuleId | null, params: Record<string, string>, routeLocale?: string): PageMatch {
  return routeLocale ? { kind: 'page', page: pageId, module, params, routeLocale } : { kind: 'page', page: pageId, module, params };
}

/**
 * Matches a pathname against SPEC §2. `search` is the raw query string (with or without `?`), kept on redirects.
 */
export function matchRoute(pathname: string, search: string, judgeLocale: LocaleJudge): RouteMatch {
  const rawSegments = pathname.split('/').filter((s) => s !== '');
  const segments: string[] = [];
  for (const raw of rawSegments) {
    const s = decode(raw);
    if (s === null) return { kind: 'notFound' };
    segments.push(s);
  }
  const query = search.startsWith('?') ? search.slice(1) : search;
  const withQuery = (path: string) => (query ? `${path}?${query}` : path);

  /** Checks a locale segment in a primary route; returns a redirect or 404 when it is wrong. */
  const localeGate = (localeIndex: number, build: (locale: string) => RouteMatch): RouteMatch => {
    const segment = segments[localeIndex] ?? '';
    const verdict = judgeLocale(segment);
    if (verdict.kind === 'ok') return build(segment);
    if (verdict.kind === 'redirect') return localeRedirect(localeIndex, verdict.routeLocale);
    return { kind: 'notFound' };
  };
  /** The same address with the locale segment at `localeIndex` corrected (SPEC §2: a wrong locale redirects). */
  const localeRedirect = (localeIndex: number, routeLocale: string): RouteMatch => {
    const fixed = rawSegments.slice();
    fixed[localeIndex] = routeLocale;
    return { kind: 'redirect', to: withQuery(`/${fixed.join('/')}`), status: 301 };
  };

  const [first, second, third, fourth] = segments;
  const n = segments.length;

  if (n === 0) return page('home', null, {});

  switch (first) {
    case 'cqe':
      if (n === 1) return page('cqe', 'evaluation/CqeView', {});
      if (n === 2) return localeGate(1, (l) => page('cqe', 'evaluation/CqeView', {}, l));
      return { kind: 'notFound' };

    case 'evaluation': {
      if (n === 1) return page('evaluation', 'evaluation/EvaluationTool', {});
      if (second === 'instructions' || second === 'suggestions') {
        const pageId = second === 'instructions' ? 'evaluationInstructions' : 'evaluationSuggestions';
        if (n === 2) return page(pageId, 'evaluation/EvaluationTool', {});
        if (n === 3) return localeGate(2, (l) => page(pageId, 'evaluation/EvaluationTool', {}, l));
        return { kind: 'notFound' };
      }
      if (n === 4 && INDEX.test(third ?? '') && INDEX.test(fourth ?? '')) {
        return localeGate(1, (l) =>
          page('evaluationCompare', 'evaluation/EvaluationTool', { firstIndex: third!, secondIndex: fourth! }, l),
        );
      }
      return { kind: 'notFound' };
    }

    case 'c': {
      // Aliases: /c/{locale?}/{seoText?}/s{id} (cqe) and /c/{locale?}/{seoText?}/a{id} (search).
      // A first segment written xx-YY (the alias's strict form) followed by more is the locale: a supported one is
      // taken, a wrong one redirects like a primary route's (`/c/en-DE/lampen/a1` → `/c/de-DE/lampen/a1`; the
      // market tables correct any xx-YY, to the default market at worst), and one the judge cannot place stays
      // SEO text.
      const rest = segments.slice(1);
      let locale: string | undefined;
      if (rest.length >= 2 && ALIAS_LOCALE.test(rest[0]!)) {
        const verdict = judgeLocale(rest[0]!);
        if (verdict.kind === 'redirect') return localeRedirect(1, verdict.routeLocale);
        if (verdict.kind === 'ok') locale = rest.shift();
      }
      if (rest.length < 1 || rest.length > 2) return { kind: 'notFound' };
      const last = rest[rest.length - 1]!;
      const seoText = rest.length === 2 ? rest[0]! : '';
      const kind = last[0];
      const id = last.slice(1);
      if (!ALIAS_ID.test(id)) return { kind: 'notFound' };
      if (kind === 's') return page('cqe', 'evaluation/CqeView', seoText ? { id, seoText } : { id }, locale);
      if (kind === 'a') return page('search', 'search/SearchPage', seoText ? { id, seoText } : { id }, locale);
      return { kind: 'notFound' };
    }

    case 'q': {
      if (n === 2 && second === 'search') return page('search', 'search/SearchPage', {});
      if (second === 'brand-ca' && n === 3) return page('brandCategory', 'category/BrandPage', { brandName: third! });
      if (second === 'query' && n === 3) return page('namedQuery', 'category/NamedQueryPage', { queryId: third! });
      if (second === 'brand') {
        if (n === 3) return page('brand', 'category/BrandPage', { brandId: third! });
        if (n === 4) return page('brand', 'category/BrandPage', { brandName: third!, brandId: fourth! });
        return { kind: 'notFound' };
      }
      // /q/{locale}/…
      if (n === 3 && third === 'search') return localeGate(1, (l) => page('search', 'search/SearchPage', {}, l));
      if (n === 4 && third === 'brand-ca')
        return localeGate(1, (l) => page('brandCategory', 'category/BrandPage', { brandName: fourth! }, l));
      if (n === 4 && third === 'query')
        return localeGate(1, (l) => page('namedQuery', 'category/NamedQueryPage', { queryId: fourth! }, l));
      if (n === 4 && third === 'brand')
        return localeGate(1, (l) => page('brand', 'category/BrandPage', { brandName: fourth! }, l));
      return { kind: 'notFound' };
    }

    case 'h': {
      // /h/{categoryName?}/{categoryId} and /h/{locale}/{categoryName}/{categoryId}
      if (n < 2 || n > 4) return { kind: 'notFound' };
      const categoryId = segments[n - 1]!;
      const categoryName = n >= 3 ? segments[n - 2]! : '';
      const build = (l?: string): RouteMatch => {
        if (!CATEGORY_ID.test(categoryId)) {
          // SPEC §2: an invalid category id redirects to search; the query is the category SEO text.
          // The address's other parameters go along (`isEmbedded`: a storefront's frame stays embedded; a
          // campaign, a sort, filters); its own `q`, if any, gives way to the SEO text.
          const q = seoTextToQuery(categoryName || categoryId);
          const target = l ? `/q/${l}/search` : '/q/search';
          const parts = query.split('&').filter((part) => part !== '' && parameterName(part) !== 'q');
          if (q) parts.unshift(`q=${encodeURIComponent(q).replace(/%20/g, '+')}`);
          return { kind: 'redirect', to: parts.length > 0 ? `${target}?${parts.join('&')}` : target, status: 302 };
        }
        const params: Record<string, string> = { categoryId };
        if (categoryName) params.categoryName = categoryName;
        return page('category', 'category/CategoryPage', params, l);
      };
      if (n === 4) return localeGate(1, (l) => build(l));
      return build();
    }

    default:
      return { kind: 'notFound' };
  }
}

/** Where the header's storefront form is sent without JavaScript (`GET /locale?to=pl_PL&from=…`, host server). */
export const LOCALE_SWITCH_PATH = '/locale';

/**
 * The same page in another locale, for routes that have a locale form (SPEC §2); `null` when the route has
 * none (the shell then switches language in place).
 */
export function localizedPath(match: PageMatch, routeLocale: string): string | null {
  const p = match.params;
  const e = encodeURIComponent;
  switch (match.page) {
    case 'home':
      return null;
    case 'search':
      return p.id ? `/c/${routeLocale}/${p.seoText ? `${e(p.seoText)}/` : ''}a${e(p.id)}` : `/q/${routeLocale}/search`;
    case 'cqe':
      return p.id ? `/c/${routeLocale}/${p.seoText ? `${e(p.seoText)}/` : ''}s${e(p.id)}` : `/cqe/${routeLocale}`;
    case 'category':
      return `/h/${routeLocale}/${e(p.categoryName ?? 'c')}/${e(p.categoryId ?? '')}`;
    case 'brandCategory':
      return `/q/${routeLocale}/brand-ca/${e(p.brandName ?? '')}`;
    case 'namedQuery':
      return `/q/${routeLocale}/query/${e(p.queryId ?? '')}`;
    case 'brand':
      // The locale form names the brand only (SPEC §2): a page that also names its id stays where it is (the
      // cookie carries the storefront) rather than lose the id, which is what picks the brand.
      return p.brandName && !p.brandId ? `/q/${routeLocale}/brand/${e(p.brandName)}` : null;
    case 'evaluationInstructions':
      return `/evaluation/instructions/${routeLocale}`;
    case 'evaluationSuggestions':
      return `/evaluation/suggestions/${routeLocale}`;
    case 'evaluationCompare':
      return `/evaluation/${routeLocale}/${e(p.firstIndex ?? '0')}/${e(p.secondIndex ?? '1')}`;
    case 'evaluation':
      return null;
  }
}
