import type { SearchApiOptions } from '@shop/api-client';
import type { EmbedWidget } from '@shop/contracts';
import { createListingStore, createShopQueryClient, createToastStore, shopSearchApiOptions, type ListingStore } from '@shop/listing';
import { createShopI18n, warmNumberFormats } from '@shop/market';
import type { QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand';
import type { i18n as I18n } from 'i18next';
import { createEmbedMemoryHistory, createEmbedUrlHistory, type EmbedHistory } from './history';
import { settingsKey, type ResolvedSettings } from './settings';

/**
 * The state widgets with equal settings share on a page: one query cache, one router history, one i18next
 * instance. Typing in a `<shop-search-box>` moves the history; the `<shop-results>` beside it follow.
 */
export interface EmbedSession {
  readonly key: string;
  readonly settings: ResolvedSettings;
  readonly queryClient: QueryClient;
  /** The listing's own state (loaded blocks, the filter dialog): widgets with other settings list apart. */
  readonly listingStore: StoreApi<ListingStore>;
  /** Search API settings: requests go to `apiBase`; links and images from it resolve against its origin. */
  readonly apiOptions: SearchApiOptions;
  /** The state's own notices (a load more that failed), said by its widgets only. */
  readonly toastStore: ReturnType<typeof createToastStore>;
  readonly history: EmbedHistory;
  readonly i18n: Promise<I18n>;
  /** The absolute URL of one of the shop's paths, e.g. a product page. */
  shopUrl(path: string): string;
  /**
   * Loads the browser's number data in a task of its own right after this one, once per session: called by a
   * widget that shows prices or counts (not by the search box alone).
   */
  warmNumbers(): void;
  /**
   * Whether the widgets leave for `url` from the history entry `from` now: true once per entry and target.
   * Every widget of the state follows the same answer, and a search the API redirects (a brand's name) made
   * each of them announce the same `shop-navigate` (two history entries on a storefront that routes itself).
   */
  leaveOnce(from: string, url: string): boolean;
  /** Counts `widget` among the state's widgets on the page until the returned function is called. */
  show(widget: EmbedWidget): () => void;
  /**
   * Whether a widget of the state shows the search itself (its results, its filters, the whole search). A search
   * box without one beside it goes to a search page instead of searching where nothing would show it.
   */
  showsSearch(): boolean;
}

interface Entry {
  session: EmbedSession;
  users: number;
}

const sessions = new Map<string, Entry>();
const WIDGET_NAMESPACES = ['search', 'uiKit', 'market'] as const;

function createSession(settings: ResolvedSettings): EmbedSession {
  const api = new URL(settings.apiBase);
  const shopUrl = (path: string) => new URL(path, api.origin).href;
  let warming = false;
  let left: string | null = null;
  const shown = new Map<EmbedWidget, number>();
  return {
    key: settingsKey(settings),
    settings,
    queryClient: createShopQueryClient(),
    listingStore: createListingStore(),
    toastStore: createToastStore(),
    apiOptions: { ...shopSearchApiOptions(settings.apiBase), origin: api.origin, allowedRedirectHosts: [api.host] },
    history: settings.routing === 'url' ? createEmbedUrlHistory(settings.basePath) : createEmbedMemoryHistory(shopUrl),
    // Only the texts the widgets show: not the shell's, category's or evaluation's namespaces.
    i18n: createShopI18n(settings.locale, { ns: WIDGET_NAMESPACES }),
    shopUrl,
    // A page's first number format loads the browser's number data in one piece (12-22 ms, 50-80 ms at 4x CPU):
    // done while the widgets' code, texts and results are on their way, not inside the task that renders them
    // (an idle moment may come only after that on a fast network).
    warmNumbers() {
      if (warming) return;
      warming = true;
      setTimeout(() => warmNumberFormats(settings.locale), 0);
    },
    leaveOnce(from, url) {
      const leaving = `${from} ${url}`;
      if (left === leaving) return false;
      left = leaving;
      return true;
    },
    show(widget) {
      shown.set(widget, (shown.get(widget) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const remaining = (shown.get(widget) ?? 1) - 1;
        if (remaining > 0) shown.set(widget, remaining);
        else shown.delete(widget);
      };
    },
    showsSearch: () => [...shown.keys()].some((widget) => widget !== 'SearchBox'),
  };
}

/** The shared state for `settings`, created by its first widget. Every join needs one {@link leaveSession}. */
export function joinSession(settings: ResolvedSettings): EmbedSession {
  const key = settingsKey(settings);
  let entry = sessions.get(key);
  if (!entry) {
    entry = { session: createSession(settings), users: 0 };
    sessions.set(key, entry);
  }
  entry.users += 1;
  return entry.session;
}

/** The last widget of a state gone: its history stops listening and its cache is dropped. */
export function leaveSession(session: EmbedSession): void {
  const entry = sessions.get(session.key);
  if (!entry || entry.session !== session) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  sessions.delete(session.key);
  session.history.dispose();
  session.queryClient.clear();
}

/** How many shared states are alive (for tests: removing the last widget leaves none). */
export function liveSessions(): number {
  return sessions.size;
}
