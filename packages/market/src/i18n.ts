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

declare const __SHOP_TEXT_OWNER__: string | undefined;
/** The version of a browser build's text scripts (tools/webpack.cjs `TextScripts`; `''` in development). */
declare const __SHOP_TEXT_SCRIPTS__: string | undefined;
/** The namespaces a browser build has text scripts of (its own and the shared packages'). */
declare const __SHOP_TEXT_NAMESPACES__: readonly string[];
declare const __webpack_public_path__: string;
/**
 * The Trusted Types policy name for text scripts: set in a remote's self-contained build, which storefront
 * pages load (some enforce Trusted Types); `''` in the shop's own builds, where the code below is dropped.
 */
declare const __SHOP_TEXT_POLICY__: string | undefined;

type ScriptUrlPolicy = { createScriptURL(url: string): unknown };
let textPolicy: ScriptUrlPolicy | null | undefined;

/**
 * A text script's URL as the page lets us set it: through our policy (only URLs under `base`) where the
 * browser has Trusted Types and the build names a policy, else the string.
 */
function textScriptUrl(url: string, base: string): string {
  const name = typeof __SHOP_TEXT_POLICY__ === 'string' ? __SHOP_TEXT_POLICY__ : '';
  if (!name) return url;
  if (textPolicy === undefined) {
    const trustedTypes = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy } }).trustedTypes;
    try {
      textPolicy =
        trustedTypes?.createPolicy(name, {
          createScriptURL: (value) => {
            if (!value.startsWith(base) || !/\/i18n-[\w.-]+\.js$/.test(value)) throw new TypeError(`Not a text script of this build: ${value}`);
            return value;
          },
        }) ?? null;
    } catch {
      textPolicy = null;
    }
  }
  return (textPolicy ? textPolicy.createScriptURL(url) : url) as string;
}

/** A text script's file name: the one tools/webpack.cjs `textScriptName` gives it (tools/test/textNamespaces.test.ts). */
export function textScriptName(folder: string, namespace: string, version: string): string {
  return `i18n-${folder}-${namespace}-json${version ? `.${version}` : ''}.js`;
}

type TextStore = Record<string, unknown>;

/** The name of a text load's error that asking again may mend (the network, not the build). */
export const TEXTS_UNAVAILABLE = 'TextsUnavailable';
function textsUnavailable(message: string): Error {
  const error = new Error(message);
  // A name, not a class: the error may come from another bundle's copy of this package (a remote's loader).
  error.name = TEXTS_UNAVAILABLE;
  return error;
}

/** Texts that did not come are asked for again after these pauses (doubling, then every 15 s)… */
export const TEXT_RETRY_FIRST_MS = 500;
export const TEXT_RETRY_MAX_MS = 15_000;

/** …or as soon as the browser is back online. */
function retryPause(attempt: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.('online', done);
      resolve();
    };
    const timer = setTimeout(done, Math.min(TEXT_RETRY_FIRST_MS * 2 ** attempt, TEXT_RETRY_MAX_MS));
    globalThis.addEventListener?.('online', done);
  });
}
const pendingTexts = new Map<string, Promise<unknown>>();

/**
 * Loads a text script of this build (one per locale and namespace, from the build's own origin) and takes its
 * texts from where it put them. A script that fails to load is asked for again by the next read.
 */
export function loadTextScript(
  owner: string,
  folder: string,
  namespace: string,
  version: string,
  build: { namespaces: readonly string[]; publicPath: string } = { namespaces: __SHOP_TEXT_NAMESPACES__, publicPath: __webpack_public_path__ },
): Promise<unknown> {
  // Another app's namespace: this build has no texts of it (nothing to ask the network for).
  if (!build.namespaces.includes(namespace)) return Promise.reject(new Error(`No texts ${folder}/${namespace} in this build`));
  const key = `${owner}/${folder}/${namespace}@${version}`;
  const store = ((globalThis as { __shopTexts?: TextStore }).__shopTexts ??= {});
  if (Object.hasOwn(store, key)) return Promise.resolve(store[key]);
  const pending = pendingTexts.get(key);
  if (pending) return pending;
  const loading = new Promise<unknown>((resolve, reject) => {
    const script = document.createElement('script');
    const base = new URL(build.publicPath, document.baseURI).href;
    script.src = textScriptUrl(new URL(textScriptName(folder, namespace, version), base).href, base);
    script.async = true;
    const done = () => {
      script.remove();
      pendingTexts.delete(key);
    };
    script.onload = () => {
      done();
      if (Object.hasOwn(store, key)) resolve(store[key]);
      // Loaded but not run as ours (an error page with status 200, a proxy's answer): worth asking again.
      else reject(textsUnavailable(`Texts ${folder}/${namespace} did not arrive`));
    };
    script.onerror = () => {
      done();
      reject(textsUnavailable(`Loading texts ${folder}/${namespace} failed`));
    };
    document.head.appendChild(script);
  });
  pendingTexts.set(key, loading);
  return loading;
}

function loadResource(folder: string, namespace: string): Promise<unknown> {
  // A browser build: a script per locale and namespace, emitted into the build of the app this copy is bundled
  // into and loaded from that app's origin, named so that no map of them is needed (tools/webpack.cjs
  // `TextScripts`). A page downloads only the sets it uses. Server code and tests: the JSON modules. (One
  // conditional expression: webpack then leaves the other branch, and the JSON modules' chunks, out of a build.)
  return typeof __SHOP_TEXT_SCRIPTS__ === 'string'
    ? loadTextScript(TEXT_OWNER, folder, namespace, __SHOP_TEXT_SCRIPTS__)
    : import(`./i18n/resources/${folder}/${namespace}.json`).then((module: ResourceModule) => module.default ?? module);
}

/**
 * The app whose build this copy of the package is in — the owner of the texts it loads. Set per build by
 * `tools/webpack.cjs`; defaults to `host` (tests, server code).
 */
export const TEXT_OWNER: string = typeof __SHOP_TEXT_OWNER__ === 'string' ? __SHOP_TEXT_OWNER__ : 'host';

/**
 * The i18next namespace of an owner's copy of a namespace: the host's texts keep the plain name
 * (`search`), a remote's are prefixed with its name (`search/search`, `category/uiKit`). One i18next
 * instance serves the page, and no app's texts can replace another's.
 */
export function ownerNamespace(owner: string, namespace: string): string {
  return owner === 'host' ? namespace : `${owner}/${namespace}`;
}

/** This bundle's namespace name for `namespace`. */
export function ownNamespace(namespace: Namespace): string {
  return ownerNamespace(TEXT_OWNER, namespace);
}

/** Rewrites a key with a namespace prefix (`uiKit:tile.sponsored`) to this bundle's namespace. */
export function ownKey(key: string, owner: string = TEXT_OWNER): string {
  const colon = key.indexOf(':');
  if (colon < 0) return key;
  const namespace = key.slice(0, colon);
  return (NAMESPACES as readonly string[]).includes(namespace) ? `${ownerNamespace(owner, namespace)}${key.slice(colon)}` : key;
}

/** Loads one namespace of one language (i18next code, e.g. `de-DE`) from an owner's build. */
export type TextLoader = (language: string, namespace: Namespace) => Promise<unknown>;

/**
 * The contract (version 1) between the bundles on a page: the backend options of the page's i18next
 * instance carry one loader per owner. A remote registers its own loader; the backend routes
 * `owner/namespace` to it, so a remote's texts come from the remote's build.
 */
export interface TextLoaderRegistry {
  readonly shopTextLoaders: Map<string, TextLoader>;
}

/** This copy's texts: the folders and chunks of the build it is in. */
export const ownTextLoader: TextLoader = (language, namespace) => {
  const folder = resourceFolder(language);
  if (!folder) return Promise.reject(new Error(`No texts for ${language}`));
  return loadResource(folder, namespace);
};

function registryOf(instance: i18n): TextLoaderRegistry | null {
  const options = instance.options.backend as Partial<TextLoaderRegistry> | undefined;
  return options?.shopTextLoaders instanceof Map ? (options as TextLoaderRegistry) : null;
}

/**
 * Registers a bundle's texts with the page's i18next instance (idempotent; the first registration of an
 * owner wins). Returns false when the instance was not made by `createShopI18n` of a compatible version.
 */
export function registerTexts(instance: i18n, owner: string = TEXT_OWNER, loader: TextLoader = ownTextLoader): boolean {
  const registry = registryOf(instance);
  if (!registry) return false;
  if (!registry.shopTextLoaders.has(owner)) registry.shopTextLoaders.set(owner, loader);
  return true;
}

/** Splits `owner/namespace` (a remote's) or `namespace` (the host's). */
function splitNamespace(name: string): { owner: string; namespace: string } {
  const slash = name.indexOf('/');
  return slash < 0 ? { owner: 'host', namespace: name } : { owner: name.slice(0, slash), namespace: name.slice(slash + 1) };
}

/** Reads `owner/namespace` through the loader its owner registered. */
class ShopResourceBackend implements BackendModule<Partial<TextLoaderRegistry>> {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private loaders = new Map<string, TextLoader>();

  init(_services: unknown, options: Partial<TextLoaderRegistry> = {}): void {
    if (options.shopTextLoaders) this.loaders = options.shopTextLoaders;
  }

  read(language: string, name: string, callback: ReadCallback): void {
    // The fallback language is not loaded up front: every key exists in every text set (resources.test.ts),
    // so it is fetched per namespace only when a key is missing after all (see `loadFallbackFor`).
    if (language === TRANSLATION_FALLBACK) {
      callback(null, {});
      return;
    }
    const { owner, namespace } = splitNamespace(name);
    const loader = this.loaders.get(owner);
    if (!loader || !resourceFolder(language) || !(NAMESPACES as readonly string[]).includes(namespace)) {
      callback(new Error(`No texts for ${language}/${name}`), false);
      return;
    }
    // Texts that did not come (a network or CDN blip) are asked for again until they come: meanwhile the
    // components that need them wait (suspended: a server-rendered page keeps its markup, a widget its
    // loading state), rather than render their keys (`filters.open`, `price.from` for a price) for good.
    const attempt = (tries: number): void => {
      loader(language, namespace as Namespace).then(
        (data) => callback(null, data as Parameters<ReadCallback>[1]),
        (error: unknown) => {
          if (error instanceof Error && error.name === TEXTS_UNAVAILABLE) void retryPause(tries).then(() => attempt(tries + 1));
          else callback(error instanceof Error ? error : String(error), false);
        },
      );
    };
    attempt(0);
  }
}

export interface CreateShopI18nOptions {
  /** This bundle's namespaces loaded before the promise resolves. Defaults to all of `NAMESPACES`. */
  ns?: readonly Namespace[];
  /** Plugins to `use()` before init, e.g. react-i18next's `initReactI18next`. */
  plugins?: readonly Module[];
  /** Extra i18next options, applied last. */
  overrides?: Omit<InitOptions, 'backend' | 'resources'>;
  /** Whose texts these are. Defaults to `TEXT_OWNER`, the app this copy is bundled into. */
  owner?: string;
}

/** Emitted on the page's i18next instance when fallback texts arrived for a key that was missing. */
export const FALLBACK_TEXTS_ARRIVED = 'shop:fallbackTextsArrived';

/** The i18next language code for a shop locale in either form; unsupported locales give the default. */
export function i18nLanguage(locale: string): string {
  const stored = toStoredLocale(locale);
  return toBcp47(isSupportedLocale(stored) ? stored : DEFAULT_LOCALE);
}

/**
 * A new, initialised i18next instance for a shop locale (no global instance is touched), with the
 * namespaces of `owner` (this bundle's app). Other bundles add theirs with `registerTexts`. Language codes
 * are BCP 47 (`de-DE`) so i18next picks plural forms through `Intl.PluralRules`; missing texts fall back
 * to `en-US`, served by the en_GB set and loaded only when a key is missing. React escapes, so interpolation
 * does not.
 */
export async function createShopI18n(locale: string, options: CreateShopI18nOptions = {}): Promise<i18n> {
  const instance = createInstance();
  instance.use(ShopResourceBackend);
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  const owner = options.owner ?? TEXT_OWNER;
  const ns = (options.ns ?? NAMESPACES).map((n) => ownerNamespace(owner, n));
  const registry: TextLoaderRegistry = { shopTextLoaders: new Map([[owner, ownTextLoader]]) };
  const fallbackRequested = new Set<string>();
  /** A key was missing: load the fallback texts of its namespace once; components re-render when they arrive. */
  const loadFallbackFor = (name: string) => {
    if (fallbackRequested.has(name)) return;
    fallbackRequested.add(name);
    const { owner: textOwner, namespace } = splitNamespace(name);
    const loader = registry.shopTextLoaders.get(textOwner);
    if (!loader || !(NAMESPACES as readonly string[]).includes(namespace)) return;
    loader(TRANSLATION_FALLBACK, namespace as Namespace).then(
      (data) => {
        instance.addResourceBundle(TRANSLATION_FALLBACK, name, data, true, false);
        instance.emit(FALLBACK_TEXTS_ARRIVED);
      },
      () => undefined,
    );
  };
  await instance.init<Partial<TextLoaderRegistry>>({
    backend: registry,
    saveMissing: true,
    missingKeyHandler: (_languages, name) => loadFallbackFor(name),
    // react-i18next re-renders its components when the language changes or a fallback text set arrives —
    // not on every text set added: a remote's texts arriving re-rendered every tile of the page (a component
    // waits for its own namespaces by suspending).
    react: { bindI18n: `languageChanged ${FALLBACK_TEXTS_ARRIVED}`, bindI18nStore: '' },
    lng: i18nLanguage(locale),
    fallbackLng: TRANSLATION_FALLBACK,
    supportedLngs: [...SUPPORTED_LOCALES.map(toBcp47), TRANSLATION_FALLBACK],
    load: 'currentOnly',
    ns: [...ns],
    defaultNS: ns[0] ?? ownerNamespace(owner, 'host'),
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    ...options.overrides,
  });
  return instance;
}

/** The language each instance was last asked for by `changeShopLocale` (it may still be loading). */
const askedLanguage = new WeakMap<i18n, string>();

/**
 * Switches an instance made by `createShopI18n` to another locale, loading its texts. The locale it is on (or
 * on its way to) already is a no-op: i18next would announce `languageChanged` again, and every component that
 * translates would render again — the whole page, at once, right after it hydrated.
 */
export async function changeShopLocale(instance: i18n, locale: string): Promise<void> {
  const language = i18nLanguage(locale);
  if ((askedLanguage.get(instance) ?? instance.language) === language) return;
  askedLanguage.set(instance, language);
  await instance.changeLanguage(language);
}
