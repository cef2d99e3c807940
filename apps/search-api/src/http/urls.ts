import type { Link, LinkType } from '@shop/api-client';
import type { SortCode } from '../engine/search';
import { FILTER_CODES } from './params';

/** Everything a view URL and its Link describe (README: links carry the complete target state). */
export interface ViewState {
  type: LinkType;
  /** `language_COUNTRY`. */
  locale: string;
  q: string;
  filter: Record<string, string[]>;
  sort: SortCode;
  pageId?: string;
  /** Category pages: `{slug}/{id}`. */
  categoryPath?: string;
  brandPath?: string;
  namedQueryId?: string;
  cqeName?: string;
  evaluation?: { first: number; second: number };
}

/** Spaces become `+` (SPEC §2). */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

export function queryString(entries: [string, string][]): string {
  return entries.length === 0 ? '' : `?${entries.map(([k, v]) => `${k}=${encodeQueryValue(v)}`).join('&')}`;
}

function routeLocale(locale: string): string {
  return locale.replace('_', '-');
}

export function viewPath(state: ViewState): string {
  const locale = routeLocale(state.locale);
  switch (state.type) {
    case 'category':
      return `/h/${locale}/${state.categoryPath ?? ''}`;
    case 'brand':
      return `/q/${locale}/brand/${state.brandPath ?? ''}`;
    case 'query':
      return `/q/${locale}/query/${encodeURIComponent(state.namedQueryId ?? '')}`;
    case 'cqe':
      return `/cqe/${locale}`;
    case 'evaluation':
      return `/evaluation/${locale}/${state.evaluation?.first ?? 0}/${state.evaluation?.second ?? 1}`;
    default:
      return `/q/${locale}/search`;
  }
}

export function viewUrl(state: ViewState): string {
  const entries: [string, string][] = [];
  if (state.q !== '') entries.push(['q', state.q]);
  if (state.cqeName) entries.push(['cqeName', state.cqeName]);
  for (const code of FILTER_CODES) for (const value of state.filter[code] ?? []) entries.push([code, value]);
  if (state.sort !== 'relevance') entries.push(['sort', state.sort]);
  if (state.pageId) entries.push(['pageId', state.pageId]);
  return viewPath(state) + queryString(entries);
}

export function linkOf(state: ViewState): Link {
  const filter: Record<string, string[]> = {};
  for (const code of FILTER_CODES) if (state.filter[code]?.length) filter[code] = [...(state.filter[code] ?? [])];
  const link: Link = { type: state.type, q: state.q, filter, sort: state.sort };
  if (state.categoryPath) link.categoryPath = state.categoryPath;
  if (state.pageId) link.pageId = state.pageId;
  if (state.namedQueryId) link.namedQueryId = state.namedQueryId;
  if (state.brandPath) link.xPayload = { brandPath: state.brandPath };
  if (state.cqeName) link.xPayload = { cqeName: state.cqeName };
  return link;
}

export function target(state: ViewState): { url: string; link: Link } {
  return { url: viewUrl(state), link: linkOf(state) };
}

export function withFilter(state: ViewState, code: string, values: string[]): ViewState {
  const filter = { ...state.filter };
  if (values.length === 0) delete filter[code];
  else filter[code] = values;
  return { ...state, filter };
}

/** The state with `value` added to or removed from a multi-value (OR) facet. */
export function toggled(state: ViewState, code: string, value: string): ViewState {
  const current = state.filter[code] ?? [];
  return withFilter(state, code, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
}
