import type { EmbedSettings, EmbedWidget } from '@shop/contracts';
import { QueryClientContext } from '@tanstack/react-query';
import { lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { useInRouterContext } from 'react-router';
import { SearchApiContext } from '@shop/page-context';
import { isShellQueryClient } from '@shop/listing';
import { WidgetBoundary } from './WidgetBoundary';

type OwnProvidersComponent = ComponentType<{ settings: EmbedSettings; widget: EmbedWidget; children: ReactNode }>;

let ownProviders: Promise<OwnProvidersComponent> | null = null;
let ownProvidersFailed = false;

/**
 * The providers as a lazy component (`React.lazy`, which a storefront's React 18 has too: `use()` is React 19's
 * only, and every exposed module failed on such a page). A lazy component keeps a failed load for good: one that
 * failed is made anew when its load is forgotten.
 */
const lazyOwnProviders = () => lazy(async () => ({ default: await loadOwnProviders() }));
let LazyOwnProviders = lazyOwnProviders();

/** "Try again" on a widget whose providers did not load: the next render asks for the chunk again. */
function forgetFailedLoad(): void {
  if (ownProvidersFailed) {
    ownProviders = null;
    LazyOwnProviders = lazyOwnProviders();
  }
  ownProvidersFailed = false;
}

/** How long a failed load of the widgets' own providers (and CSS) is remembered: widgets rendered later load it again. */
export const EMBED_CSS_RETRY_AFTER_MS = 2000;

/**
 * The providers a widget brings outside the shop, with the widgets' CSS for a shadow root and the embedding
 * code: a chunk of its own, fetched when a widget first renders outside the shop (once per page). The shop's
 * pages, where widgets render in place with the shell's providers, carry none of it (issue 9).
 */
function loadOwnProviders(): Promise<OwnProvidersComponent> {
  ownProviders ??= import('./OwnProviders').then(
    (module) => module.OwnProviders,
    (error: unknown) => {
      // The widgets rendering now show their error; a widget rendered a little later fetches the chunk again
      // (forgetting the failure at once would retry in a loop while the network is down), as does "try again".
      ownProvidersFailed = true;
      setTimeout(forgetFailedLoad, EMBED_CSS_RETRY_AFTER_MS);
      throw error;
    },
  );
  return ownProviders;
}

function LoadedOwnProviders({ settings, widget, children }: { settings: EmbedSettings; widget: EmbedWidget; children: ReactNode }) {
  return (
    <LazyOwnProviders settings={settings} widget={widget}>
      {children}
    </LazyOwnProviders>
  );
}

export interface OwnProvidersOptions {
  /**
   * Which widget it is: all but the search box show prices or counts (rendered outside the shop, they load the
   * number data early) and show the search (a search box without one of them beside it goes to a search page).
   */
  widget: EmbedWidget;
}

/**
 * An exposed module that renders on its own: inside the shop it uses the shell's providers; rendered by any
 * other React app it brings its own, in a shadow root (`settings` prop: locale, API base, routing). The shop
 * is known by its search API settings (the page contract's context, which only the shell and a widget's own
 * providers give) or, should this remote's page contract be another copy than the shell's, by the mark of the
 * shell's query client — not by a router and a query client alone: a storefront's React app has those too
 * (shared singletons), and its widgets then searched the storefront's own origin with its router and no texts.
 * Its events are DOM events on its element: `shop-navigate`, `shop-analytics`. A failure (its code throws,
 * its providers' chunk does not load) stays in the widget: an error with a retry, the storefront's page intact.
 */
export function withOwnProviders<P extends { locale: string; settings?: EmbedSettings }>(Widget: ComponentType<P>, { widget }: OwnProvidersOptions): ComponentType<P> {
  function SelfProvided(props: P) {
    const inRouter = useInRouterContext();
    const client = useContext(QueryClientContext);
    const shopApi = useContext(SearchApiContext);
    if (inRouter && client && (shopApi || isShellQueryClient(client))) return <Widget {...props} />;
    return (
      <WidgetBoundary onRetry={forgetFailedLoad}>
        <Suspense fallback={null}>
          <LoadedOwnProviders settings={{ locale: props.locale, ...props.settings }} widget={widget}>
            <Widget {...props} />
          </LoadedOwnProviders>
        </Suspense>
      </WidgetBoundary>
    );
  }
  SelfProvided.displayName = `withOwnProviders(${Widget.displayName ?? Widget.name})`;
  return SelfProvided;
}
