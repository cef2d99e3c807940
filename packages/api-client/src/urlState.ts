import qs from 'qs';

/** The page query as read from the URL (SPEC §2 "Query parameters read on load"). The URL is the source of truth. */
export interface UrlState {
  q?: string;
  /** Sort code; absent means `relevance`, the default, which is left out of URLs. */
  sort?: string;
  /** Defaults to `0`. */
  offset: number;
  cqeName?: string;
  campaign?: string;
  campaignPageName?: string;
  /** `true` only for `isEmbedded=true`. Defaults to `false`. */
  isEmbedded: boolean;
  designTheme?: string;
  pageId?: string;
  path?: string;
  /** Every other parameter: facet code (or extra payload key) → values, in URL order. */
  filters: Record<string, string[]>;
}

/** Parsing limits of SPEC §9. */
export const QUERY_PARSE_LIMITS = { parameterLimit: 1000, depth: 5, arrayLimit: 20 } as const;

/** Request parameters a page URL may not set (SPEC §5). */
export const FORBIDDEN_URL_PARAMS: readonly string[] = ['idsOnly', 'productsOnly', 'withFacets'];

export const DEFAULT_SORT = 'relevance';

/**
 * The longest search term the shop asks for, in UTF-16 code units (what the search API counts: the reference
 * API refuses a longer `q` with 400, and asking again cannot help). A longer term from an address — a pasted
 * text, a link cut together by a script — is cut to this, and the search fields take no more.
 */
export const MAX_TERM_LENGTH = 200;

/** C0 controls and DEL: no shopper types them, and a page title or heading cannot show them. */
// eslint-disable-next-line no-control-regex -- matching control characters is this expression's purpose
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * A search term as the shop asks for it: control characters become spaces, and a term longer than
 * {@link MAX_TERM_LENGTH} is cut to it (never between the two halves of a character outside the BMP).
 */
export function boundedTerm(term: string): string {
  // A high surrogate at the end is half a character: the cut's, or one a broken address carried.
  return term.replace(CONTROL_CHARACTERS, ' ').slice(0, MAX_TERM_LENGTH).replace(/[\ud800-\udbff]$/, '');
}

const SCALAR_KEYS = ['q', 'sort', 'cqeName', 'campaign', 'campaignPageName', 'designTheme', 'pageId', 'path'] as const;

const RESERVED_KEYS = new Set<string>([...SCALAR_KEYS, 'offset', 'isEmbedded', ...FORBIDDEN_URL_PARAMS]);
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Whether a parameter name can be a filter in the address: not a reserved or prototype key, and without
 * brackets — qs reads `a[b]=1` as nesting, and a key it leaves with a lone bracket (`[`, `a]`) would be written
 * back as one that asks for correction again (`needsCanonicalQuery`), so such a key is dropped both ways.
 */
function isFilterKey(key: string): boolean {
  return key !== '' && !RESERVED_KEYS.has(key) && !PROTOTYPE_KEYS.has(key) && !/[[\]]/.test(key);
}

/**
 * The URL parameter value of a facet value (`brand=Nordwind`): its `value` when that is a string or number, a
 * numeric facet value's own `value` (SPEC §3: `{type, unit, value, norm}`; `screen=55`, not its label
 * "55 Zoll"), otherwise its label. The parameter's name is the facet's code. One rule for the page's own change
 * of the address and for the server-rendered filter form a browser submits without JavaScript.
 */
export function facetValueParam(value: { label: string }): string {
  const raw = (value as { value?: unknown }).value;
  const own = raw !== null && typeof raw === 'object' ? (raw as { value?: unknown }).value : raw;
  return typeof own === 'string' || (typeof own === 'number' && Number.isFinite(own)) ? String(own) : value.label;
}

/**
 * The parameters of a page's address that no filter or sort control carries: the query and the other
 * single-value keys, `isEmbedded=true`, and every filter value no checkbox stands for (`controlled`: code →
 * the values its checkboxes carry) — a range, an extra payload value, a value the result does not list.
 * What a server-rendered filter form sends along, as hidden fields, so a submit without JavaScript keeps
 * them; the offset is left out (a new filter or sort starts at the first page), and so is the sort (its
 * select is in the form).
 */
export function carriedParams(state: UrlState, controlled: ReadonlyMap<string, ReadonlySet<string>>): Array<readonly [name: string, value: string]> {
  const out: Array<readonly [string, string]> = [];
  for (const key of SCALAR_KEYS) {
    const value = state[key];
    if (key !== 'sort' && value !== undefined && value !== '') out.push([key, value]);
  }
  if (state.isEmbedded) out.push(['isEmbedded', 'true']);
  for (const [key, values] of Object.entries(state.filters)) {
    if (!isFilterKey(key)) continue;
    for (const value of values) if (value !== '' && !controlled.get(key)?.has(value)) out.push([key, value]);
  }
  return out;
}

/**
 * What a RANGE facet's own form sends along without JavaScript, as hidden fields: the address without the
 * facet's value (the form's `{code}[min]`/`{code}[max]` replace it), the sort included (it is no field of that
 * form) and the offset left out.
 */
export function rangeFormParams(state: UrlState, code: string): Array<readonly [name: string, value: string]> {
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([key]) => key !== code));
  const out = carriedParams({ ...state, filters }, new Map());
  if (state.sort !== undefined && state.sort !== '') out.push(['sort', state.sort]);
  return out;
}

/** An empty state: no query, first page. */
export function emptyUrlState(): UrlState {
  return { offset: 0, isEmbedded: false, filters: {} };
}

/** Characters shoppers group thousands with besides `.` and `,`: spaces (also no-break ones) and the Swiss apostrophes. */
const GROUPING = /[\s\u00a0\u202f'\u2019]/g;
/** Thousands grouped by one kind of separator (not after a lone `0`), then decimals after the other kind. */
const GROUPED_AMOUNT = /^([1-9]\d{0,2})([.,])(\d{3}(?:\2\d{3})*)(?:(?!\2)[.,](\d+))?$/;
/** Digits, then decimals after `.` or `,`. */
const PLAIN_AMOUNT = /^(\d+)(?:[.,](\d+))?$/;

/**
 * A non-negative amount as a shopper types it, `null` if it is not one (or too large to be written back
 * exactly). One rule for the price fields of a range facet and for the address such a form sends without
 * JavaScript, in every storefront:
 * - `12,5` and `12.5` are 12.5: one separator followed by one, two (or four and more) digits is the decimal one;
 * - `1.500`, `1,500`, `25 000` and `1'500` are thousands: one separator followed by exactly three digits groups
 *   them (a price is never typed with three decimals), unless the amount starts with `0` (`0.500` is 0.5) or the
 *   group before it is longer than three digits (`1234.567` is read as decimals);
 * - with both separators (`1.234,56`, `1,234.56`) the last one is the decimal one and the others group;
 * - groups must have three digits (`1.23.4`, `1,23,456` are refused);
 * - an amount is in cents at most: `30.1255` is 30.13 (the field shows it so, and the search API refuses a range
 *   bound with more than two decimals — the filter was dropped instead).
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(GROUPING, '');
  const grouped = GROUPED_AMOUNT.exec(compact);
  const [whole, fraction] = grouped ? [`${grouped[1]}${grouped[3]!.replace(/\D/g, '')}`, grouped[4]] : (PLAIN_AMOUNT.exec(compact)?.slice(1) ?? []);
  if (whole === undefined) return null;
  const exact = Number(fraction ? `${whole}.${fraction}` : whole);
  const amount = fraction && fraction.length > 2 ? Math.round(exact * 100) / 100 : exact;
  return amount <= Number.MAX_SAFE_INTEGER ? amount : null;
}

/**
 * A RANGE facet's value as a price form sends it without JavaScript, one field per side
 * (`price[min]=10&price[max]=50`, read by qs as `{ min, max }`): the facet's one `min-max` value, either side
 * open (`10-50`, `10-`, `-50`). A side that is not an amount is left open; sides the wrong way round are
 * swapped; `null` when the object is no such pair or neither side is an amount.
 */
function rangeFromFields(value: Record<string, unknown>): string | null {
  const keys = Object.keys(value);
  if (keys.length === 0 || !keys.every((key) => key === 'min' || key === 'max')) return null;
  const side = (key: 'min' | 'max') => {
    const text = firstString(value[key]);
    return text === undefined ? null : parseAmount(text);
  };
  let min = side('min');
  let max = side('max');
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return `${min ?? ''}-${max ?? ''}`;
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.find((v): v is string => typeof v === 'string');
  return undefined;
}

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  // More repetitions than arrayLimit come as an object with index keys: the first 20 values are kept (SPEC §9
  // "arrays up to 20"). A `min`/`max` pair is a range typed into a price form; other objects come from bracket
  // syntax: not a filter we can express.
  if (value !== null && typeof value === 'object') {
    const range = rangeFromFields(value as Record<string, unknown>);
    if (range !== null) return [range];
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 || !entries.every(([k]) => /^\d+$/.test(k))) return [];
    return entries
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, v]) => v)
      .filter((v): v is string => typeof v === 'string' && v !== '')
      .slice(0, QUERY_PARSE_LIMITS.arrayLimit);
  }
  return [];
}

function parseOffset(value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value)) return 0;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : 0;
}

/** A search string as qs reads it within the SPEC §9 limits; `null` if it cannot. */
function readQuery(search: string): Record<string, unknown> | null {
  try {
    return qs.parse(search, {
      ...QUERY_PARSE_LIMITS,
      allowPrototypes: false,
      plainObjects: true,
      ignoreQueryPrefix: true,
      duplicates: 'combine',
    }) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Reads a location search string (with or without `?`). Never throws: bad values are dropped (offset that is
 * not a non-negative integer → `0`, isEmbedded other than `true`/`false` → `false`, nested or over-long
 * parameters → dropped). Forbidden (SPEC §5) and prototype-polluting keys are dropped.
 */
export function parseSearchParams(search: string): UrlState {
  const raw = readQuery(search);
  if (raw === null) return emptyUrlState();

  const state = emptyUrlState();
  for (const key of SCALAR_KEYS) {
    const value = firstString(raw[key]);
    if (value !== undefined && value !== '') state[key] = value;
  }
  if (state.q !== undefined) state.q = boundedTerm(state.q);
  if (state.sort === DEFAULT_SORT) delete state.sort;
  state.offset = parseOffset(firstString(raw.offset));
  state.isEmbedded = firstString(raw.isEmbedded) === 'true';

  for (const [key, value] of Object.entries(raw)) {
    if (!isFilterKey(key)) continue;
    const values = stringList(value);
    if (values.length > 0) state.filters[key] = values;
  }
  return state;
}

/**
 * Writes a state as a search string without `?`. Defaults are left out (offset 0, sort `relevance`,
 * isEmbedded false); repeated parameters for lists (`brand=a&brand=b`); spaces are written `+`. A literal plus
 * is written `%2B` so that it reads back as a plus, not a space.
 */
export function stringifySearchParams(state: UrlState): string {
  const out: Record<string, string | string[]> = {};
  if (state.q !== undefined && state.q !== '') out.q = state.q;
  for (const [key, values] of Object.entries(state.filters)) {
    if (!isFilterKey(key)) continue;
    const kept = values.filter((v) => v !== '');
    if (kept.length > 0) out[key] = kept;
  }
  if (state.sort !== undefined && state.sort !== '' && state.sort !== DEFAULT_SORT) out.sort = state.sort;
  if (Number.isSafeInteger(state.offset) && state.offset > 0) out.offset = String(state.offset);
  for (const key of SCALAR_KEYS) {
    if (key === 'q' || key === 'sort') continue;
    const value = state[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  if (state.isEmbedded) out.isEmbedded = 'true';
  return qs.stringify(out, { arrayFormat: 'repeat', format: 'RFC1738' });
}

/**
 * Whether the address carries what the page drops (SPEC §5): a forbidden parameter, a single-value parameter
 * given twice, more than 20 values of one parameter, bracket syntax (a price form's `price[min]`), or a search
 * term the shop cuts or cleans ({@link boundedTerm}). The page
 * then replaces it with `stringifySearchParams(parseSearchParams(search))`, so the address shows what is applied.
 */
export function needsCanonicalQuery(search: string): boolean {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const counts = new Map<string, number>();
  for (const key of params.keys()) counts.set(key, (counts.get(key) ?? 0) + 1);
  // The term as the page reads it (qs keeps a bad percent-escape as it is written, where URLSearchParams
  // would replace it): cut or cleaned, it leaves the address too.
  const term = counts.has('q') ? firstString(readQuery(search)?.q) : undefined;
  if (term !== undefined && boundedTerm(term) !== term) return true;
  for (const [key, count] of counts) {
    if (FORBIDDEN_URL_PARAMS.includes(key)) return true;
    if (count > 1 && ((SCALAR_KEYS as readonly string[]).includes(key) || key === 'offset' || key === 'isEmbedded')) return true;
    if (count > QUERY_PARSE_LIMITS.arrayLimit) return true;
    // Bracket syntax: a price form's `price[min]`/`price[max]` (read as `price=min-max`) or something dropped.
    if (key.includes('[')) return true;
  }
  return false;
}
