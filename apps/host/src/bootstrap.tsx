import { createLogger, createSearchApi, parseSearchParams, SHOP_ENVIRONMENT, type SearchApiOptions } from '@shop/api-client';
import { pageEndpoint, pageListingQuery, pageUrlState, SearchApiProvider } from '@shop/listing';
import { createShopI18n, changeShopLocale, DEFAULT_LOCALE, isSupportedLocale, toStoredLocale } from '@shop/market';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { registerReactInstance, uiKitCss } from '@shop/ui-kit';
import * as React from 'react';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import type { ShopRuntimeConfig } from './config';
import { configureRemoteTimeout, registerShopRemotes, startRemoteLoad } from './federation/remotes';
import { judgeLocale } from './routing/localeJudge';
import { matchRoute } from './routing/routes';
import { shellCss } from './shell/styles';

/** The namespaces the host's own code (shell, toasts, price labels, header search fallback) renders with. */
const SHELL_NAMESPACES = ['host', 'uiKit', 'market', 'search'] as const;

async function readConfig(): Promise<ShopRuntimeConfig> {
  if (window.__SHOP_CONFIG__) return window.__SHOP_CONFIG__;
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
  return (await response.json()) as ShopRuntimeConfig;
}

function injectCss(id: string, css: string): void {
  if (document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}

async function start(): Promise<void> {
  registerReactInstance(React, 'host');
  injectCss('shop-shell-css', shellCss);
  injectCss('shop-ui-kit-css', uiKitCss);
  const config = await readConfig();
  configureRemoteTimeout(config.remoteTimeoutMs);
  registerShopRemotes(config.remotes);
  // Fetch the page's remote while translations load, instead of after.
  const first = matchRoute(window.location.pathname, window.location.search, judgeLocale);
  const firstModule = first.kind === 'page' ? (first.module ?? 'search/SearchPage') : null;
  if (firstModule) startRemoteLoad(firstModule).catch(() => undefined);
  const locale = isSupportedLocale(config.locale) ? config.locale : DEFAULT_LOCALE;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
  // The page's API settings from the server (base URL, redirect allow-list, ad timeout): every remote builds
  // its client from them with the API client it bundles; the shell's own client serves the prefetch.
  const apiOptions: SearchApiOptions = {
    baseUrl: config.apiBaseUrl,
    allowedRedirectHosts: config.allowedRedirectHosts,
    ...(config.adTimeoutMs ? { adTimeoutMs: config.adTimeoutMs } : {}),
    logger: createLogger({ level: SHOP_ENVIRONMENT.LOG_LEVEL }),
  };
  const api = createSearchApi(apiOptions);
  // Start the page's search request now, in parallel with translations and the remote: the remote's
  // useListing finds it in the shared cache under the same key.
  if (first.kind === 'page') {
    const urlState = parseSearchParams(window.location.search);
    const endpoint = pageEndpoint(first.module ?? 'search/SearchPage', first.params, urlState);
    const pageLocale = first.routeLocale ? toStoredLocale(first.routeLocale) : locale;
    if (endpoint) void queryClient.prefetchQuery(pageListingQuery(api, endpoint, pageUrlState(urlState, first.params.seoText), pageLocale));
  }
  // Only the texts the shell itself renders before the first paint; a remote brings and loads its own, and the
  // other pages' namespaces (category, evaluation) load when one of those pages is opened.
  const i18n = await createShopI18n(locale, { ns: SHELL_NAMESPACES });
  const onLocale = (next: string) => {
    document.documentElement.lang = next.replace('_', '-');
    void changeShopLocale(i18n, next);
  };
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from the HTML shell');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <SearchApiProvider options={apiOptions}>
          <BrowserRouter>
            <Suspense fallback={null}>
              <App initialLocale={locale} onLocale={onLocale} embedAllowedOrigins={config.embedAllowedOrigins ?? []} />
            </Suspense>
          </BrowserRouter>
          </SearchApiProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('[shell] could not start', error);
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      '<div class="status-page" data-testid="error-page" role="alert"><p>An error occurred while showing the error page</p><a href="/">Go back to home</a></div>';
  }
});
