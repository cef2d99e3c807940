/**
 * `embed.js`: the one script a storefront adds. It defines `<shop-search>`, `<shop-search-box>`,
 * `<shop-filters>` and `<shop-results>` at once, and loads the search remote (its federation container, then
 * the widgets' chunks) only when the first element is on the page. No bundler and no federation knowledge
 * needed on the page. Kept tiny on purpose: no imports, nothing but the elements and the loading.
 */
import type { EmbedElementTags, MountHandle, MountOptions } from '@shop/contracts';
import type { ShopElementAttributeSettings } from '@shop/contracts/elements';

/**
 * The global of the container a page that federates the search remote loads itself (`search` from its
 * `mf-manifest.json`): prefixed, so an ordinary element `id="search"` never stands in for it.
 */
const PAGE_CONTAINER = 'shop_search';
/**
 * The global of the container this script loads when the page has none (`embed/remoteEntry.js`, tools/webpack.cjs
 * EMBED_DIR): a container of its own, so a federation host the page starts later loads `search` with its own
 * share scope instead of finding ours, initialised with the widgets' React.
 */
const OWN_CONTAINER = 'shop_search_embed';
/** Our container's name in the federation runtime (its instance in `__FEDERATION__.__INSTANCES__`). */
const OWN_REMOTE_NAME = 'search_embed';
const TAGS = { 'shop-search': 'SearchPage', 'shop-search-box': 'SearchBox', 'shop-filters': 'Filters', 'shop-results': 'Results' } as const satisfies EmbedElementTags;
// The published element types (`@shop/contracts/elements`) name these tags and attributes: a change to one
// side that the other does not make fails the type check.
const ATTRIBUTES = { locale: 'locale', 'api-base': 'apiBase', routing: 'routing', 'base-path': 'basePath' } as const satisfies ShopElementAttributeSettings;

interface Container {
  init(shareScope: Record<string, unknown>): Promise<void> | void;
  get(module: string): Promise<() => { mount: (element: Element, options: MountOptions) => MountHandle }>;
}

type Mount = (element: Element, options: MountOptions) => MountHandle;

/**
 * Where this script was loaded from: its element's `src`, else (`<script type="module">` has no
 * `document.currentScript`) the address in a stack trace taken while it runs, whose first frame is this file.
 * The remote's other files sit beside it.
 */
function ownAddress(): string {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src) return script.src;
  // Chromium writes a frame `at https://…/embed.js:1:2`, Firefox `name@https://…/embed.js:1:2`: the address
  // begins at its scheme and may hold an `@` itself (a CDN's `/npm/@shop/embed@1.0.0/embed.js`).
  const frame = /(https?:\/\/[^\s()]+?)(?::\d+){2}/.exec(new Error().stack ?? '');
  return frame?.[1] ?? document.baseURI;
}
const base = new URL('.', ownAddress()).href;
/** Our container's folder beside this script (tools/webpack.cjs EMBED_DIR). */
const EMBED_DIR = 'embed';
let loading: Promise<Mount> | null = null;
/** The container on the page is one this script loaded (not the page's own): its share scope is ours. */
let loadedHere = false;
/** Tries made so far: a later one asks for the entry under an address of its own (below). */
let entryTries = 0;
let told = false;
/** A remote that did not load is asked for again after pauses doubling from this… */
export const RETRY_FIRST_MS = 2_000;
/** …up to this. */
export const RETRY_MAX_MS = 60_000;
/**
 * A try that has not brought the widgets within this counts as failed (a script whose answer never comes would
 * otherwise hold every element on the page for good), and the next one follows.
 */
export const LOAD_TIMEOUT_MS = 8_000;

/** A shared module in the runtime's share scope (`ShareScopeMap`: scope → package → version → this). */
interface SharedEntry {
  loading?: unknown;
  loaded?: boolean;
  lib?: unknown;
}
type FederationGlobal = { __FEDERATION__?: { __INSTANCES__?: { options?: { name?: string }; shareScopeMap?: Record<string, Record<string, Record<string, SharedEntry>>> }[] } };

/**
 * After a try that failed, lets the container this script loaded ask again for the shared modules that had not
 * come: the federation runtime keeps a shared module whose chunk failed once (React, on a dropped connection)
 * as its failed load for good, and handed every later try the same error — the widgets stayed empty until the
 * storefront's page was reloaded. (Loading the entry anew would bring a second runtime, whose Trusted Types
 * policy a page that enforces them refuses as a duplicate.) A container the page had (a storefront that
 * federates the remote itself) shares the page's modules: the page's own, never touched.
 */
function forgetFailedShares(): void {
  if (!loadedHere) return;
  for (const instance of (window as unknown as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? []) {
    if (instance.options?.name !== OWN_REMOTE_NAME) continue;
    for (const packages of Object.values(instance.shareScopeMap ?? {}))
      for (const versions of Object.values(packages))
        for (const shared of Object.values(versions)) if (shared.loading && !shared.loaded && !shared.lib) shared.loading = null;
  }
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null && typeof (value as Container).get === 'function' && typeof (value as Container).init === 'function';
}

/** The name of our Trusted Types policy; the remote's chunk loading has `shop-search#webpack` (README). */
const POLICY = 'shop-search';
type ScriptUrlPolicy = { createScriptURL(url: string): unknown };
type TrustedTypes = { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy };
let policy: ScriptUrlPolicy | null | undefined;

/**
 * A script URL as the page lets us set one. On a page that enforces Trusted Types
 * (`require-trusted-types-for 'script'`) it goes through our policy, which passes only URLs in our own
 * directory. Elsewhere, or where the page does not allow our policy's name, it is the string.
 */
function scriptUrl(src: string): string {
  if (policy === undefined) {
    const trustedTypes = (window as unknown as { trustedTypes?: TrustedTypes }).trustedTypes;
    try {
      policy =
        trustedTypes?.createPolicy(POLICY, {
          createScriptURL: (url) => {
            if (!url.startsWith(base)) throw new TypeError(`shop embed: not a script of ours: ${url}`);
            return url;
          },
        }) ?? null;
    } catch {
      policy = null;
    }
  }
  return (policy ? policy.createScriptURL(src) : src) as string;
}

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const element = document.createElement('script');
    element.src = scriptUrl(src);
    element.async = true;
    // Once run, the script element has done its work: the page keeps no trace of it (as webpack does with chunks).
    element.onload = () => {
      element.remove();
      resolve();
    };
    element.onerror = () => {
      element.remove();
      reject(new Error(`shop embed: could not load ${src}`));
    };
    document.head.appendChild(element);
  });
}

/**
 * The container, from a page that already federates the search remote (it then shares the page's React), or
 * our own, loaded here with a share scope of its own: it brings its own React and never touches another on the
 * page, nor a container the page loads after it.
 */
function load(): Promise<Mount> {
  if (!loading) {
    const earlier = entryTries++;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (async () => {
      const win = window as unknown as Record<string, unknown>;
      let container = isContainer(win[PAGE_CONTAINER]) ? win[PAGE_CONTAINER] : win[OWN_CONTAINER];
      if (!isContainer(container)) {
        // A later try asks anew: the browser would otherwise hold it behind an earlier request for the same
        // address whose answer has not come (its cache waits for that one to finish).
        await addScript(`${base}${EMBED_DIR}/remoteEntry.js${earlier > 0 ? `?try=${earlier}` : ''}`);
        container = win[OWN_CONTAINER];
        loadedHere = isContainer(container);
        if (!isContainer(container)) throw new Error('shop embed: remoteEntry.js did not define the search container');
        await container.init({});
      }
      const factory = await container.get('./mount');
      return factory().mount;
    })();
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`shop embed: the search remote did not load within ${LOAD_TIMEOUT_MS} ms`)), LOAD_TIMEOUT_MS);
    });
    loading = Promise.race([attempt, late]);
    void loading.then(
      () => clearTimeout(timer),
      () => clearTimeout(timer),
    );
  }
  loading.catch((error: unknown) => {
    // Said once on the page, not by every element at every attempt.
    if (!told) console.error(error);
    told = true;
    if (loading !== null) forgetFailedShares();
    loading = null;
  });
  return loading;
}

function options(element: HTMLElement, widget: MountOptions['widget']): MountOptions {
  const result: MountOptions = { widget };
  for (const [attribute, option] of Object.entries(ATTRIBUTES)) {
    // A removed attribute is sent as undefined, so update() drops the old value.
    result[option] = (element.getAttribute(attribute) ?? undefined) as never;
  }
  return result;
}

for (const [tag, widget] of Object.entries(TAGS)) {
  if (customElements.get(tag)) continue;
  customElements.define(
    tag,
    class extends HTMLElement {
      static observedAttributes = Object.keys(ATTRIBUTES);
      private handle: MountHandle | null = null;
      private connection = 0;
      private leaving: ReturnType<typeof setTimeout> | null = null;

      connectedCallback() {
        // Moved (taken out and put back in the same task): still the same widget, with its search.
        if (this.leaving !== null) {
          clearTimeout(this.leaving);
          this.leaving = null;
          if (this.handle) return;
        }
        this.start(0);
      }

      /**
       * Loads the remote and mounts the widget. A remote that did not load is asked for again by itself
       * (RETRY_FIRST_MS doubling to RETRY_MAX_MS, or at once back online) while the element is on the page.
       */
      private start(tries: number) {
        const connection = ++this.connection;
        const current = () => connection === this.connection && this.isConnected;
        load().then(
          (mount) => {
            if (current() && !this.handle) this.handle = mount(this, options(this, widget));
          },
          () => {
            if (!current()) return;
            const again = () => {
              clearTimeout(timer);
              removeEventListener('online', again);
              if (current()) this.start(tries + 1);
            };
            const timer = setTimeout(again, Math.min(RETRY_FIRST_MS * 2 ** tries, RETRY_MAX_MS));
            addEventListener('online', again);
          },
        );
      }

      /**
       * Taken off the page: its widget goes — in the next task, so that a storefront that moves the element
       * (into a drawer, a framework re-parenting it) keeps the shopper's search, filters and loaded products
       * instead of a new, empty widget.
       */
      disconnectedCallback() {
        this.connection += 1;
        if (this.leaving !== null) clearTimeout(this.leaving);
        this.leaving = setTimeout(() => {
          this.leaving = null;
          if (this.isConnected) return;
          this.handle?.unmount();
          this.handle = null;
        }, 0);
      }

      attributeChangedCallback() {
        this.handle?.update(options(this, widget));
      }
    },
  );
}
