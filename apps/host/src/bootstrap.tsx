import { createLogger, createSearchApi, SHOP_ENVIRONMENT } from '@shop/api-client';
import { fragmentQueryOptions, type RemoteModuleId } from '@shop/listing';
import { createShopI18n, changeShopLocale, formattedNumbersFrom, langTag, setFormattedNumbers, warmNumberFormats } from '@shop/market';
import { hydrate } from '@tanstack/react-query';
import { registerReactInstance } from '@shop/ui-kit';
import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { ShopRuntimeConfig } from './config';
import { markAnnouncedByServer } from './federation/preloadPlugin';
import { configureRemoteTimeout, registerShopRemotes, startRemoteLoad } from './federation/remotes';
import { createPageQueryClient, firstPageQuery, pageApiOptions, pageContentPath, pageLocale, pageModule, PageTree, SHELL_NAMESPACES } from './pageTree';
import { judgeLocaleOn } from './routing/localeJudge';
import { matchRoute } from './routing/routes';
import { holdEventsUntilLive, replayEarlyTaps } from './shell/earlyTaps';
import { expectServerMarkup } from './shell/RemoteSlot';
import { readHydrationState } from './server/hydrationState';
import { warmNumbersWhenNeeded } from './shell/numberWarmUp';
import { ensurePageCss } from './shell/ensurePageCss';

async function readConfig(): Promise<ShopRuntimeConfig> {
  if (window.__SHOP_CONFIG__) return window.__SHOP_CONFIG__;
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
  return (await response.json()) as ShopRuntimeConfig;
}

/**
 * Gives the browser the main thread back (input, paint) between the steps of the start, so that none of them
 * adds to one long task (`scheduler.yield` keeps this task's place in the queue where the browser has it).
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  // The shop's modules were evaluated in this task: the steps below start in a task of their own.
  await yieldToBrowser();
  registerReactInstance(React, 'host');
  await ensurePageCss();
  const config = await readConfig();
  configureRemoteTimeout(config.remoteTimeoutMs);
  registerShopRemotes(config.remotes);
  const serverRendered = readHydrationState(document);
  // Fetch the page's remote while translations load, instead of after.
  const first = matchRoute(window.location.pathname, window.location.search, judgeLocaleOn(window.location.host));
  const firstModule = pageModule(first);
  // The server's HTML preloads this module's files: the runtime does not announce them again.
  if (firstModule) markAnnouncedByServer(firstModule);
  const remote = firstModule ? startRemoteLoad(firstModule as RemoteModuleId) : null;
  remote?.catch(() => undefined);
  await yieldToBrowser();
  const locale = pageLocale(config);
  const queryClient = createPageQueryClient();
  // Every remote builds its client from these settings; the shell's own client serves the prefetch.
  const apiOptions = pageApiOptions(config, createLogger({ level: SHOP_ENVIRONMENT.LOG_LEVEL }));
  if (serverRendered) {
    // The server's answers: the page hydrates without asking again.
    hydrate(queryClient, serverRendered.queries);
  } else {
    // Start the page's search request now, in parallel with translations and the remote: the remote's
    // useListing finds it in the shared cache under the same key.
    const api = createSearchApi(apiOptions);
    const query = firstPageQuery(api, first, window.location.search, locale);
    if (query) void queryClient.prefetchQuery(query);
    // And a category's section content, which its products wait for (up to 500 ms): asked for with them, not
    // once the category remote has loaded and rendered (1.5–2 s later on a slow phone).
    const content = pageContentPath(first, locale);
    if (content) void queryClient.prefetchQuery(fragmentQueryOptions(content, api.linkPolicy));
  }
  if (serverRendered) {
    // The numbers the server formatted for this page (prices, counts): the hydration reads them back and does
    // not load the browser's number data (130-230 ms in one piece at 4x CPU); that waits until the shopper
    // engages with the page or it asks for new prices (shell/numberWarmUp.ts).
    setFormattedNumbers(formattedNumbersFrom(serverRendered.numbers));
    warmNumbersWhenNeeded(queryClient, locale);
  } else {
    await yieldToBrowser();
    // A page rendered here formats its numbers itself: the page's first number format loads the locale's
    // number data (73-90 ms at 4x CPU when first measured, 130-230 ms on a slower day) in a task of its own
    // while the page's remote is still on the way, not inside the remote's render. (Every bundle's formatter
    // then finds the data loaded: ~1 ms.)
    warmNumberFormats(locale);
  }
  await yieldToBrowser();
  // Only the texts the shell itself renders before the first paint; a remote brings and loads its own, and the
  // other pages' namespaces (category, evaluation) load when one of those pages is opened.
  const i18n = await createShopI18n(locale, { ns: SHELL_NAMESPACES });
  // Runs once the page has hydrated, with the locale it is on: setting `lang` again, even to the same value,
  // restyles every element of the page (Chromium invalidates :lang for the whole tree).
  const onLocale = (next: string) => {
    const lang = langTag(next);
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
    void changeShopLocale(i18n, next);
  };
  await yieldToBrowser();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from the HTML shell');
  const tree = (
    <PageTree
      queryClient={queryClient}
      i18n={i18n}
      apiOptions={apiOptions}
      locale={locale}
      onLocale={onLocale}
      embedAllowedOrigins={config.embedAllowedOrigins ?? []}
      router={(children) => <BrowserRouter>{children}</BrowserRouter>}
      embeddedAtStart={new URLSearchParams(window.location.search).get('isEmbedded') === 'true'}
    />
  );
  if (serverRendered && remote && firstModule === serverRendered.module) {
    // Hydrated at once: the shell is live while the page's remote loads, and the slot adopts the server's
    // markup when the remote arrives (however late). A remote that fails shows its fallback in that place.
    expectServerMarkup(firstModule as RemoteModuleId, remote);
    // Until that part is live, its events do not make React hydrate it without its code (earlyTaps.ts).
    const main = document.getElementById('main');
    if (main) holdEventsUntilLive(main);
    // As a transition: React hydrates in slices of a few milliseconds and lets the browser paint and handle
    // input between them, instead of one task that blocks a tap for the whole page (total blocking time).
    // An interaction with a part not hydrated yet makes React hydrate that part first.
    React.startTransition(() => {
      hydrateRoot(root, tree, {
        // With the component stack: which part of the page did not match the server's markup.
        onRecoverableError: (error, info) => console.warn('[shell] the server-rendered page was rendered again in the browser', error, info.componentStack),
      });
    });
  } else {
    // Rendered here: its controls work once shown, so taps are no longer held for a hydration.
    replayEarlyTaps();
    createRoot(root).render(tree);
  }
}

start().catch((error: unknown) => {
  console.error('[shell] could not start', error);
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      '<div class="status-page" data-testid="error-page" role="alert"><p>An error occurred while showing the error page</p><a href="/">Go back to home</a></div>';
  }
});
