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
  /** Sub-view of a multi-view page, e.g. the evaluation tool's `instructions`, or `home` for the search page on the home page. */
  view?: string;
  /** Whether the route carried a locale segment; links then keep it (`/q/de-DE/search`). */
  routeLocale?: string;
}

export interface SuggestionBoxProps {
  locale: string;
  routeLocale?: string;
  /** Called after a suggestion or a query was chosen; the box itself navigates. */
  onNavigate?: (href: string) => void;
  /** Start value of the field. Defaults to the `q` of the current URL. */
  initialQuery?: string;
}

export interface MountOptions {
  /** Which exposed widget to render. */
  widget: 'SearchPage' | 'SuggestionBox';
  locale: string;
  /** Base URL of the search API. Defaults to `/`. */
  apiBaseUrl?: string;
}

export interface RemoteModules {
  'search/SearchPage': { default: ComponentType<PageProps> };
  'search/SearchGrid': { default: ComponentType<PageProps> };
  'search/FilterPanel': { default: ComponentType<PageProps> };
  'search/SuggestionBox': { default: ComponentType<SuggestionBoxProps> };
  'search/mount': { mount: (element: Element, options: MountOptions) => () => void };
  'category/CategoryPage': { default: ComponentType<PageProps> };
  'category/BrandPage': { default: ComponentType<PageProps> };
  'category/NamedQueryPage': { default: ComponentType<PageProps> };
  'evaluation/EvaluationTool': { default: ComponentType<PageProps> };
  'evaluation/CqeView': { default: ComponentType<PageProps> };
}

export type RemoteModuleId = keyof RemoteModules;
/** The exposed modules that are whole pages (they take {@link PageProps}). */
export type PageModuleId = Exclude<RemoteModuleId, 'search/SuggestionBox' | 'search/mount'>;
export type RemoteName = RemoteModuleId extends `${infer R}/${string}` ? R : never;
