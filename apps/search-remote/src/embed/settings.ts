import type { EmbedRouting, EmbedSettings, EmbedWidget } from '@shop/contracts';
import { DEFAULT_LOCALE, localeFromValue } from '@shop/market';

export const EMBED_WIDGETS: readonly EmbedWidget[] = ['SearchPage', 'SearchBox', 'Filters', 'Results'];
export const EMBED_ROUTINGS: readonly EmbedRouting[] = ['memory', 'url'];

/** Settings with every default filled in; widgets with equal settings share one state. */
export interface ResolvedSettings {
  /** Stored form, `de_DE`. */
  locale: string;
  /** Absolute URL of the search API, ending in `/`. */
  apiBase: string;
  routing: EmbedRouting;
  /** `/` or a path without a trailing slash (`/shop`). */
  basePath: string;
}

type Report = (message: string) => void;

/** How a setting is named where it was written: attributes (`api-base`) or `mount()` options (`apiBase`). */
const ATTRIBUTE_NAMES: Record<keyof EmbedSettings | 'widget', string> = { locale: 'locale', apiBase: 'api-base', routing: 'routing', basePath: 'base-path', widget: 'widget' };

function unknown(report: Report, name: keyof EmbedSettings | 'widget', value: string, allowed: string, fallback: string): void {
  report(`shop embed: ${ATTRIBUTE_NAMES[name]}="${value}" is not allowed; allowed values: ${allowed}. Using ${fallback}.`);
}

/** The exposed modules' names for the same widgets. */
const MODULE_NAMES: Readonly<Record<string, EmbedWidget>> = { SuggestionBox: 'SearchBox', FilterPanel: 'Filters', SearchGrid: 'Results' };

/** A widget name (or its exposed module's name); an unknown one is reported and falls back to the whole page. */
export function resolveWidget(value: string | undefined, report: Report = console.error): EmbedWidget {
  const alias = MODULE_NAMES[value ?? ''];
  if (alias) return alias;
  if ((EMBED_WIDGETS as readonly string[]).includes(value ?? '')) return value as EmbedWidget;
  unknown(report, 'widget', String(value), EMBED_WIDGETS.join(', '), 'SearchPage');
  return 'SearchPage';
}

/**
 * Fills in defaults and checks every value: an unknown one is reported (console error naming the allowed
 * values) and replaced by its default, so a typo never blanks the widget.
 * `defaultApiBase`: where the search remote itself is served from.
 */
export function resolveSettings(input: EmbedSettings, defaultApiBase: string, report: Report = console.error): ResolvedSettings {
  let locale = DEFAULT_LOCALE as string;
  if (input.locale !== undefined && input.locale !== '') {
    // SPEC §5's rule for a locale value, as for the page's `locale` parameter. A well-formed locale no market has
    // (`en-DE`) is reported: sent as it is, the API refused every request and the widget stayed empty.
    const known = localeFromValue(input.locale);
    if (known) locale = known;
    else unknown(report, 'locale', input.locale, 'a shop locale such as de_DE, de-DE, pl-PL, or a country or language code such as AT or pl', DEFAULT_LOCALE);
  }
  let routing: EmbedRouting = 'memory';
  const requested: string | undefined = input.routing;
  if (requested !== undefined && requested !== '') {
    if ((EMBED_ROUTINGS as readonly string[]).includes(requested)) routing = requested as EmbedRouting;
    else unknown(report, 'routing', requested, EMBED_ROUTINGS.join(', '), 'memory');
  }
  let apiBase = absoluteBase(defaultApiBase);
  if (input.apiBase !== undefined && input.apiBase !== '') {
    const parsed = httpUrl(input.apiBase);
    if (parsed) apiBase = absoluteBase(parsed);
    else unknown(report, 'apiBase', input.apiBase, 'an http(s) URL such as https://shop.example/', apiBase);
  }
  let basePath = '/';
  if (input.basePath !== undefined && input.basePath !== '') {
    if (/^\/[^?#\s]*$/.test(input.basePath) && !input.basePath.startsWith('//')) basePath = input.basePath.replace(/\/+$/, '') || '/';
    else unknown(report, 'basePath', input.basePath, 'a path starting with / such as /shop', '/');
  }
  return { locale, apiBase, routing, basePath };
}

function httpUrl(value: string): string | null {
  try {
    const base = typeof document === 'undefined' ? undefined : document.baseURI;
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function absoluteBase(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  if (!parsed.pathname.endsWith('/')) parsed.pathname += '/';
  return parsed.href;
}

/** One key per state: widgets whose settings give the same key share the query cache and the router. */
export function settingsKey(settings: ResolvedSettings): string {
  return [settings.locale, settings.apiBase, settings.routing, settings.basePath].join('|');
}
