import {
  type BackendModule,
  type InitOptions,
  type Module,
  type ReadCallback,
  type i18n,
  createInstance,
} from 'i18next';

import type category from './i18n/resources/en_GB/category.json';
import type evaluation from './i18n/resources/en_GB/evaluation.json';
import type host from './i18n/resources/en_GB/host.json';
import type market from './i18n/resources/en_GB/market.json';
import type search from './i18n/resources/en_GB/search.json';
import type uiKit from './i18n/resources/en_GB/uiKit.json';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  SUPPORTED_LOCALES,
  TRANSLATION_FALLBACK,
  isSupportedLocale,
  toBcp47,
  toStoredLocale,
} from './locales';

export const NAMESPACES = ['host', 'search', 'category', 'evaluation', 'uiKit', 'market'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The shape of every namespace, taken from the English source set. Apps that want typed keys declare
 * `declare module 'i18next' { interface CustomTypeOptions { resources: ShopResources } }` themselves;
 * this package does not, so that it never changes i18next's types for code that did not ask.
 */
export interface ShopResources {
  host: typeof host;
  search: typeof search;
  category: typeof category;
  evaluation: typeof evaluation;
  uiKit: typeof uiKit;
  market: typeof market;
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type StripPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Dotted keys of a resource object, plural forms folded to their base key: `'price.from'`, `'resultCount'`. */
export type ResourceKey<T> = {
  [K in keyof T & string]: T[K] extends string ? StripPlural<K> : `${K}.${ResourceKey<T[K]>}`;
}[keyof T & string];

/** Keys of one namespace: `NamespaceKey<'market'>` includes `'price.upTo'`. */
export type NamespaceKey<N extends Namespace> = ResourceKey<ShopResources[N]>;

type ResourceModule = { default?: unknown } & Record<string, unknown>;

/** Folder of the text set that serves a language code; the English fallback codes read the en_GB set. */
function resourceFolder(language: string): string | null {
  if (language === TRANSLATION_FALLBACK || language === 'en') return FALLBACK_LOCALE;
  const stored = toStoredLocale(language);
  return isSupportedLocale(stored) ? stored : null;
}

function loadResource(folder: string, namespace: string): Promise<ResourceModule> {
  // One chunk per locale and namespace: a page downloads only the sets it uses.
  return import(/* webpackChunkName: "i18n-[request]" */ `./i18n/resources/${folder}/${namespace}.json`);
}

/** Loads `./i18n/resources/{language_COUNTRY}/{namespace}.json` through dynamic `import()`. */
class ShopResourceBackend implements BackendModule {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;

  init(): void {}

  read(language: string, namespace: string, callback: ReadCallback): void {
    const folder = resourceFolder(language);
    if (!folder || !(NAMESPACES as readonly string[]).includes(namespace)) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    loadResource(folder, namespace).then(
      (module) => {
        const data = module.default ?? module;
        callback(null, data as Parameters<ReadCallback>[1]);
      },
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  }
}

export interface CreateShopI18nOptions {
  /** Namespaces loaded before the promise resolves. Defaults to all of `NAMESPACES`. */
  ns?: readonly Namespace[];
  /** Plugins to `use()` before init, e.g. react-i18next's `initReactI18next`. */
  plugins?: readonly Module[];
  /** Extra i18next options, applied last. */
  overrides?: Omit<InitOptions, 'backend' | 'resources'>;
}

/** The i18next language code for a shop locale in either form; unsupported locales give the default. */
export function i18nLanguage(locale: string): string {
  const stored = toStoredLocale(locale);
  return toBcp47(isSupportedLocale(stored) ? stored : DEFAULT_LOCALE);
}

/**
 * A new, initialised i18next instance for a shop locale (no global instance is touched). Language codes
 * are BCP 47 (`de-DE`) so i18next picks plural forms through `Intl.PluralRules`; missing texts fall back
 * to `en-US`, served by the en_GB set. React escapes, so interpolation does not.
 */
export async function createShopI18n(locale: string, options: CreateShopI18nOptions = {}): Promise<i18n> {
  const instance = createInstance();
  instance.use(ShopResourceBackend);
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  const ns = options.ns ?? NAMESPACES;
  await instance.init({
    lng: i18nLanguage(locale),
    fallbackLng: TRANSLATION_FALLBACK,
    supportedLngs: [...SUPPORTED_LOCALES.map(toBcp47), TRANSLATION_FALLBACK],
    load: 'currentOnly',
    ns: [...ns],
    defaultNS: ns[0] ?? 'host',
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    ...options.overrides,
  });
  return instance;
}

/** Switches an instance made by `createShopI18n` to another locale, loading its texts. */
export async function changeShopLocale(instance: i18n, locale: string): Promise<void> {
  await instance.changeLanguage(i18nLanguage(locale));
}
