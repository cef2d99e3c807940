/**
 * The typed contracts of every module a remote exposes. The host compiles against these, each remote
 * declares its exports with them, and storefront teams can too — so a changed prop breaks the build,
 * not the shop.
 */
import type { ComponentType } from 'react';

/** Props the shell passes to every federated page. */
export interface PageProps {
  /** Stored locale form, e.g. `de_DE`. */
  locale: string;
  /** Path parameters of the matched route (SPEC §2), e.g. `{ categoryName, categoryId }`. */
  params: Readonly<Record<string, string>>;
  /**
   * Sub-view of a multi-view page, e.g. the evaluation tool's `instructions`; for the search page `home` (on
   * the shop's home page) or `widget` (on a storefront's page), where its heading is an h2 under the page's h1.
   */
  view?: string;
  /** Whether the route carried a locale segment; links then keep it (`/q/de-DE/search`). */
  routeLocale?: string;
  /**
   * Search modules rendered outside the shop (no router and query client around them) bring their own
   * providers, in a shadow root; these are their settings. Ignored inside the shop.
   */
  settings?: EmbedSettings;
}

export interface SuggestionBoxProps {
  locale: string;
  routeLocale?: string;
  /** Called after a suggestion or a query was chosen; the box itself navigates. */
  onNavigate?: (href: string) => void;
  /** Start value of the field. Defaults to the `q` of the current URL. */
  initialQuery?: string;
  /** Settings when rendered outside the shop, as for {@link PageProps.settings}. */
  settings?: EmbedSettings;
}

/** The four widgets a storefront can mount, as elements and through `mount()`. */
export type EmbedWidget = 'SearchPage' | 'SearchBox' | 'Filters' | 'Results';

/** Custom element tag of each widget (`embed.js` defines them). */
export interface EmbedElementTags {
  'shop-search': 'SearchPage';
  'shop-search-box': 'SearchBox';
  'shop-filters': 'Filters';
  'shop-results': 'Results';
}

/** How a widget keeps its state: `memory` (default: the storefront's address bar is never touched) or `url`. */
export type EmbedRouting = 'memory' | 'url';

/** Settings of an embedded widget; the elements take them as attributes (`api-base`, `base-path`, …). */
export interface EmbedSettings {
  /** Shop locale, `de_DE` or `de-DE`. Defaults to `de_DE` (SPEC §4). */
  locale?: string;
  /**
   * Where the search API is: the shop's origin (its proxy answers cross-origin reads) or the search service
   * itself. Product links and images resolve against it. Defaults to the origin the search remote is served from.
   */
  apiBase?: string;
  /** Defaults to `memory`. With `url`, the search state is written to the page's address under `basePath`. */
  routing?: EmbedRouting;
  /** Path under which the shop's paths live in the address bar with `routing: 'url'`. Defaults to `/`. */
  basePath?: string;
}

/** `detail` of the cancelable `shop-navigate` event: the absolute URL the widget is about to open. */
export interface ShopNavigateDetail {
  url: string;
}

/** `detail` of the `shop-analytics` event: a SPEC §7 data-layer event. */
export interface ShopAnalyticsDetail {
  event: string;
  eventCategory: string;
  eventLabel?: string;
  eventValue?: number;
  [key: string]: unknown;
}

export interface MountOptions extends EmbedSettings {
  /** Which widget to render; the exposed modules' names `SuggestionBox`, `FilterPanel`, `SearchGrid` name the same widgets. */
  widget: EmbedWidget | 'SuggestionBox' | 'FilterPanel' | 'SearchGrid';
  /** Called before the widget opens a page outside itself (a product, another shop page); return `false` to route yourself. */
  onNavigate?: (detail: ShopNavigateDetail) => boolean | void;
  /** Called with every analytics event (SPEC §7). */
  onAnalytics?: (detail: ShopAnalyticsDetail) => void;
}

/** What `mount()` returns. */
export interface MountHandle {
  /** Changes options of the mounted widget (another widget, locale, API base, …) without remounting the element. */
  update(options: Partial<MountOptions>): void;
  /** Removes the widget and everything it added. */
  unmount(): void;
}

/**
 * A listing page's module: the page, and the ui-kit CSS text it was built with, loaded on demand (the host's
 * server writes it in the head of the pages that module renders; a module built before it had none).
 */
export interface ListingPageModule {
  default: ComponentType<PageProps>;
  uiKitCss?: () => Promise<string>;
}

export interface RemoteModules {
  'search/SearchPage': ListingPageModule;
  'search/SearchGrid': { default: ComponentType<PageProps> };
  'search/FilterPanel': { default: ComponentType<PageProps> };
  'search/SuggestionBox': { default: ComponentType<SuggestionBoxProps> };
  'search/mount': { mount: (element: Element, options: MountOptions) => MountHandle };
  'category/CategoryPage': ListingPageModule;
  'category/BrandPage': ListingPageModule;
  'category/NamedQueryPage': ListingPageModule;
  'evaluation/EvaluationTool': { default: ComponentType<PageProps> };
  'evaluation/CqeView': { default: ComponentType<PageProps> };
}

export type RemoteModuleId = keyof RemoteModules;
/** The exposed modules that are whole pages (they take {@link PageProps}). */
export type PageModuleId = Exclude<RemoteModuleId, 'search/SuggestionBox' | 'search/mount'>;
export type RemoteName = RemoteModuleId extends `${infer R}/${string}` ? R : never;
