import {
  DEFAULT_LOCALE,
  type SupportedLocale,
  defaultLocaleOf,
  isCountryCode,
  isRouteLocale,
  isSupportedLocale,
  languageHome,
  localeOf,
  matchShortCode,
  parseLocaleValue,
  toRouteLocale,
} from './locales';

export interface LocaleInputs {
  /** The locale already stored in the app state (`de_DE`). */
  stored?: string | null;
  /** A locale request header, in Accept-Language syntax (`de-AT,de;q=0.9,en;q=0.5`); a single tag works too. */
  headerLocale?: string | null;
  /** The locale cookie's value. */
  cookieLocale?: string | null;
  /** The `locale` query value (`de_AT`, `de-AT`, or a short code such as `pl` or `AT`). */
  queryLocale?: string | null;
  /** The address path, e.g. `/q/de-AT/search?q=tv`. */
  path?: string | null;
  /** The request host, e.g. `fr.shop.ch:443`. */
  host?: string | null;
  /** The router's locale parameter (`de-AT`). */
  routeParam?: string | null;
}

export type LocaleSource = 'stored' | 'query' | 'cookie' | 'header' | 'path' | 'host' | 'route' | 'default';

export interface ResolvedLocale {
  locale: SupportedLocale;
  source: LocaleSource;
}

export const LOCALE_WARNINGS = {
  undetermined: 'Can not determine locale',
  useDefault: 'No locale found, use default',
} as const;

/**
 * SPEC §5's locale value: a written-out locale the shop supports (`de-DE`, `de_DE`), or a short country or
 * language code read in the context of `country` (`AT` → de_AT, `pl` → pl_PL); `null` for anything else.
 */
export function localeFromValue(value: string | null | undefined, country: string | null = null): SupportedLocale | null {
  if (!value) return null;
  const parsed = parseLocaleValue(value);
  if (parsed) return isSupportedLocale(parsed) ? parsed : null;
  return matchShortCode(value, country);
}

/**
 * Language ranges of an Accept-Language value, best first (by `q`, then by position); ranges with
 * `q=0` and the `*` wildcard are dropped.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { range: range.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ range, q }) => range !== '' && range !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ range }) => range);
}

/**
 * The first supported locale a header names. A range with a region (`de-AT`, `sr-Latn-RS`) must be a
 * supported locale as it stands; a bare language (`fr`) says nothing about the market, so it counts only
 * together with the country the host names (`fr` on shop.ch → fr_CH).
 */
function fromHeader(header: string | null | undefined, country: string | null): SupportedLocale | null {
  for (const range of parseAcceptLanguage(header)) {
    const [language = '', ...rest] = range.split(/[-_]/);
    const region = rest.find((part) => /^[a-z]{2}$/i.test(part));
    if (!/^[a-z]{2}$/i.test(language)) continue;
    const locale = region
      ? localeOf(language.toLowerCase(), region.toUpperCase())
      : country
        ? localeOf(language.toLowerCase(), country)
        : null;
    if (locale) return locale;
  }
  return null;
}

const LOCALE_SECTIONS = new Set(['q', 'c', 'h', 'cqe', 'evaluation']);
const EVALUATION_PAGES = new Set(['instructions', 'suggestions']);

/**
 * The locale segment of an address (SPEC §2): `/q/de-AT/search`, `/c/fr-CH/…`, `/h/de-CH/…`, `/cqe/de-AT`,
 * `/evaluation/de-AT/1/2`, `/evaluation/instructions/de-AT`. Only the route form (`xx-YY`) counts.
 */
export function localeFromPath(path: string | null | undefined): SupportedLocale | null {
  if (!path) return null;
  const segments = path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  const [section, second, third] = segments;
  if (!section || !LOCALE_SECTIONS.has(section)) return null;
  const candidate = section === 'evaluation' && second && EVALUATION_PAGES.has(second) ? third : second;
  if (!isRouteLocale(candidate)) return null;
  const stored = parseLocaleValue(candidate);
  return stored && isSupportedLocale(stored) ? stored : null;
}

/** `.uk` is the United Kingdom's top-level domain, though its country code is GB. */
const TLD_COUNTRIES: Readonly<Record<string, string>> = { uk: 'GB' };

/** The storefront country a host names by its top-level domain (`www.shop.de` → DE), or null. */
export function countryFromHost(host: string | null | undefined): string | null {
  if (!host) return null;
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const tld = hostname.split('.').pop() ?? '';
  const country = TLD_COUNTRIES[tld] ?? tld.toUpperCase();
  return hostname.includes('.') && isCountryCode(country) ? country : null;
}

/**
 * The locale a host names (SPEC §4 step 4): the country from the top-level domain and the language from
 * the first label when the market offers it (`fr.shop.ch` → fr_CH), else the country's default
 * (`www.shop.de` → de_DE, `shop.pl` → pl_PL). On a non-country domain a first label that is a short code
 * counts (`pl.shop.com` → pl_PL).
 */
export function localeFromHost(host: string | null | undefined): SupportedLocale | null {
  if (!host) return null;
  const first = host.trim().toLowerCase().split('.')[0] ?? '';
  const country = countryFromHost(host);
  if (country) return localeOf(first, country) ?? defaultLocaleOf(country);
  return host.includes('.') ? matchShortCode(first) : null;
}

/** The router's locale parameter, when it is in route form and supported. */
function fromRouteParam(param: string | null | undefined): SupportedLocale | null {
  if (!isRouteLocale(param)) return null;
  const stored = parseLocaleValue(param);
  return stored && isSupportedLocale(stored) ? stored : null;
}

/**
 * SPEC §4 locale resolution order. Each step accepts only supported locales:
 * 1. the stored locale;
 * 2. the query locale, then the locale cookie, then the locale request header (the shopper's explicit
 *    choice for this request before the saved one before the browser's default);
 * 3. the locale segment in the address;
 * 4. the host's country or language parts;
 * 5. the route locale parameter;
 * 6. the default locale de_DE, with the two SPEC §8 warnings.
 *
 * Short codes in the query or cookie (`pl`, `AT`) are read in the context of the host's country.
 */
export function resolveLocale(
  inputs: LocaleInputs,
  warn: (message: string) => void = (message) => console.warn(message),
): ResolvedLocale {
  const hostCountry = countryFromHost(inputs.host);
  const steps: ReadonlyArray<readonly [LocaleSource, () => SupportedLocale | null]> = [
    ['stored', () => localeFromValue(inputs.stored, hostCountry)],
    ['query', () => localeFromValue(inputs.queryLocale, hostCountry)],
    ['cookie', () => localeFromValue(inputs.cookieLocale, hostCountry)],
    ['header', () => fromHeader(inputs.headerLocale, hostCountry)],
    ['path', () => localeFromPath(inputs.path)],
    ['host', () => localeFromHost(inputs.host)],
    ['route', () => fromRouteParam(inputs.routeParam)],
  ];
  for (const [source, find] of steps) {
    const locale = find();
    if (locale) return { locale, source };
  }
  warn(LOCALE_WARNINGS.undetermined);
  warn(LOCALE_WARNINGS.useDefault);
  return { locale: DEFAULT_LOCALE, source: 'default' };
}

/**
 * SPEC §2: a wrong locale in the URL redirects to the correct `language-COUNTRY`. Returns that route
 * locale, or null when `param` is already correct.
 *
 * - Letter case and separator are repaired: `de-de`, `DE-de`, `de_DE` → `de-DE`.
 * - A short code is matched like a query value: `pl` → `pl-PL`, `fr` with country CH → `fr-CH`.
 * - A language the country does not offer gives the country's default: `xx-PL` → `pl-PL`, `en-DE` → `de-DE`.
 * - `country` is the storefront's country (e.g. from the host); a locale of another country is corrected to
 *   the same language in that country if offered, else to its default. Without it, a country no storefront
 *   has gives the language's own market (`en-US` → `en-GB`), else the default locale.
 */
export function correctRouteLocale(param: string | null | undefined, country?: string | null): string | null {
  const storefront = country ? country.toUpperCase() : null;
  const target = correctLocale(param ?? '', storefront && isCountryCode(storefront) ? storefront : null);
  const route = toRouteLocale(target);
  return route === param ? null : route;
}

function correctLocale(param: string, country: string | null): SupportedLocale {
  const fallback = (country && defaultLocaleOf(country)) || DEFAULT_LOCALE;
  const parts = /^([a-z]{2})[-_]([a-z]{2})$/i.exec(param.trim());
  if (!parts) {
    // A short code names a locale (`CH` → de_CH), which the storefront's country then applies to as to a full
    // one: otherwise the corrected locale would itself be corrected again (`CH` → de-CH → de-DE on a DE host).
    const short = matchShortCode(param.trim(), country);
    return short ? correctLocale(toRouteLocale(short), country) : fallback;
  }
  const language = (parts[1] ?? '').toLowerCase();
  const paramCountry = (parts[2] ?? '').toUpperCase();
  const targetCountry = country ?? paramCountry;
  // A country no storefront has (`en-US`): the language's own market (en_GB), else the default.
  return localeOf(language, targetCountry) ?? defaultLocaleOf(targetCountry) ?? languageHome(language) ?? fallback;
}
