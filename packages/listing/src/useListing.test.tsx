/** @jest-environment jsdom */
import { HttpRequestError, MockSearchApi, parseSearchParams, type ApiResult, type SearchResult } from '@shop/api-client';
import { createShopI18n } from '@shop/market';
import { focusManager, onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createToastStore, ServerRedirectContext, SESSION_MAX_AGE_MS, sessionStore, toastStore } from '@shop/page-context';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { SearchApiProvider } from './api';
import { ToastStoreContext } from './toastScope';
import { useSetUrlState } from './urlHooks';
import {
  AD_LOADS_KEPT,
  isTransientFailure,
  LISTING_RETRIES,
  LISTING_RETRY_MAX_DELAY_MS,
  listingRetryDelay,
  MAX_REDIRECT_HOPS,
  notThereStatus,
  pageListingQuery,
  redirectHops,
  rememberAdLoad,
  useListing,
} from './useListing';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createShopI18n('en_GB');
});

const SEARCH = { type: 'search' } as const;

function result(patch: Partial<SearchResult>): SearchResult {
  return {
    type: 'search',
    numFound: 2,
    offset: 0,
    fetchsize: 48,
    items: [
      { code: 'a', gridbox: { productId: 'a', price: { price: 1 }, keyfacts: { title: 'A' } } },
      { code: 'b', gridbox: { productId: 'b', price: { price: 1 }, keyfacts: { title: 'B' }, meta: { preview: true } } },
    ],
    facets: [],
    sorts: [],
    selections: { values: [] },
    breadcrumbs: [],
    ...patch,
  } as unknown as SearchResult;
}

function failure(status: number, reason: 'http' | 'network'): ApiResult<SearchResult> {
  return { kind: 'error', status, error: new HttpRequestError({ statusCode: status, reason, url: 'mock' }) };
}

/** What the API client makes of a gateway's answer `status` (502–504): a failure with status 500 (SPEC §7). */
function gatewayFailure(status: number): ApiResult<SearchResult> {
  const response = { status } as Response;
  return { kind: 'error', status: 500, error: new HttpRequestError({ statusCode: 500, reason: 'http', url: 'mock', response }) };
}

/** The providers a listing renders in: query client, texts, the API and a router at `url`. */
function wrapperFor(api: MockSearchApi, url: string, client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SearchApiProvider api={api}>
          <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        </SearchApiProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

function setup(api: MockSearchApi, url = '/q/search?q=x', client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return renderHook(() => ({ view: useListing(SEARCH, 'en_GB'), location: useLocation() }), { wrapper: wrapperFor(api, url, client) });
}

describe('useListing (SPEC §4)', () => {
  it("a load more that fails is said in the listing's toast queue (a storefront widget state's own), not the page's", async () => {
    let answers = 0;
    const api = new MockSearchApi({ search: () => (++answers === 1 ? { kind: 'ok', status: 200, data: result({ numFound: 100 }) } : gatewayFailure(503)) });
    const own = createToastStore();
    const pageToasts = toastStore.getState().toasts.length;
    const inner = wrapperFor(api, '/q/search?q=x', new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const wrapper = ({ children }: { children: ReactNode }) => inner({ children: <ToastStoreContext.Provider value={own}>{children}</ToastStoreContext.Provider> });
    const { result: hook } = renderHook(() => useListing(SEARCH, 'en_GB'), { wrapper });
    await waitFor(() => expect(hook.current.status).toBe('ready'));
    act(() => {
      if (hook.current.status === 'ready') hook.current.loadMore();
    });
    await waitFor(() => expect(own.getState().toasts.map((t) => t.message)).toEqual(['Oops! Something went wrong!']));
    expect(toastStore.getState().toasts).toHaveLength(pageToasts);
  });

  it("a page whose answer is at hand renders once: starting its listing (the store's page key) renders nothing again (issue 9: right after a hydration, the whole page in the task of its effects)", async () => {
    const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({ numFound: 100 }) } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The answer in the cache, as a server-rendered page brings it.
    await client.fetchQuery(pageListingQuery(api, SEARCH, parseSearchParams('?q=x'), 'en_GB'));
    // Another page's listing in the store, as after the page before.
    const before = setup(api, '/q/search?q=before', client);
    await waitFor(() => expect(before.result.current.view.status).toBe('ready'));
    before.unmount();
    let renders = 0;
    const { result: hook } = renderHook(
      () => {
        renders += 1;
        return useListing(SEARCH, 'en_GB');
      },
      { wrapper: wrapperFor(api, '/q/search?q=x', client) },
    );
    expect(hook.current.status).toBe('ready');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(renders).toBe(1);
    // Load more still renders what it changes.
    act(() => {
      if (hook.current.status === 'ready') hook.current.loadMore();
    });
    expect(hook.current.status === 'ready' && hook.current.loadingMore).toBe(true);
  });

  it('a filter change starts its search request in the event handler, before the page renders for the new address (issue 9)', async () => {
    const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({ numFound: 100 }) } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = wrapperFor(api, '/q/search?q=x', client);
    const { result: hook } = renderHook(() => ({ view: useListing(SEARCH, 'en_GB'), set: useSetUrlState(), location: useLocation() }), { wrapper });
    await waitFor(() => expect(hook.current.view.status).toBe('ready'));
    expect(api.callsOf('search')).toHaveLength(1);
    let sentInHandler = 0;
    act(() => {
      hook.current.set({ ...parseSearchParams('?q=x'), filters: { brand: ['b'] } });
      // Still inside the handler: React has not rendered the new address yet.
      expect(hook.current.location.search).toBe('?q=x');
      sentInHandler = api.callsOf('search').length;
    });
    expect(sentInHandler).toBe(2);
    expect(api.callsOf('search')[1]!.args[1].filters).toEqual({ brand: ['b'] });
    await waitFor(() => expect(hook.current.location.search).toContain('brand'));
    await new Promise((r) => setTimeout(r, 20));
    // The page's own query for the new address found the request under way: one request, not two.
    expect(api.callsOf('search')).toHaveLength(2);
  });

  it('answeredState: the state the shown result was asked for, the one before while the next answer is on its way', async () => {
    let release: () => void = () => undefined;
    const gate = { open: true };
    const api = new MockSearchApi({
      search: () =>
        gate.open
          ? { kind: 'ok', status: 200, data: result({ numFound: 100 }) }
          : new Promise<ApiResult<SearchResult>>((resolve) => {
              release = () => resolve({ kind: 'ok', status: 200, data: result({ numFound: 90 }) });
            }),
    });
    const wrapper = wrapperFor(api, '/q/search?q=x', new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const { result: hook } = renderHook(() => ({ view: useListing(SEARCH, 'en_GB'), set: useSetUrlState() }), { wrapper });
    await waitFor(() => expect(hook.current.view.status).toBe('ready'));
    const answered = () => (hook.current.view.status === 'ready' ? hook.current.view.answeredState.filters : null);
    expect(answered()).toEqual({});
    gate.open = false;
    act(() => hook.current.set({ ...parseSearchParams('?q=x'), filters: { brand: ['b'] } }));
    await waitFor(() => expect(hook.current.view).toMatchObject({ status: 'ready', updating: true }));
    expect(answered()).toEqual({});
    act(() => release());
    await waitFor(() => expect(hook.current.view).toMatchObject({ status: 'ready', updating: false }));
    expect(answered()).toEqual({ brand: ['b'] });
  });

  it('SPEC §4 page load renews the session: a shopper who filters for longer than the session max age keeps their session id', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      sessionStore.setState({ session: null });
      const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({}) } });
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      // Filtered pages ask for no sponsored products; each load is still activity.
      const pages = ['/q/search?q=x&brand=a', '/q/search?q=x&brand=b', '/q/search?q=x&brand=c'];
      const ids: string[] = [];
      for (const url of pages) {
        const page = setup(api, url, client);
        await waitFor(() => expect(page.result.current.view.status).toBe('ready'));
        ids.push(sessionStore.getState().session!.id);
        page.unmount();
        jest.setSystemTime(Date.now() + SESSION_MAX_AGE_MS * 0.6);
      }
      expect(new Set(ids).size).toBe(1);
      // More than the max age without a page load: a new session.
      jest.setSystemTime(Date.now() + SESSION_MAX_AGE_MS);
      const later = setup(api, '/q/search?q=x&brand=d', client);
      await waitFor(() => expect(later.result.current.view.status).toBe('ready'));
      expect(sessionStore.getState().session!.id).not.toBe(ids[0]);
      expect(sessionStore.getState().session!.timestamp).toBe(Date.now());
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the displayable items of the page load and rounds the URL offset down to the block', async () => {
    const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({ numFound: 100 }) } });
    const { result: hook } = setup(api, '/q/search?q=x&offset=50');
    await waitFor(() => expect(hook.current.view.status).toBe('ready'));
    const view = hook.current.view;
    if (view.status !== 'ready') throw new Error('not ready');
    expect(view.items.map((i) => i.code)).toEqual(['a']);
    expect(view.firstOffset).toBe(48);
    expect(api.callsOf('search')[0]!.args[1].offset).toBe(48);
  });

  it("shownUpTo, load more's progress, counts the result's positions, not the tiles (sponsored products among them are not the result's; products not shown are left out of them)", async () => {
    const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({ numFound: 50 }) } });
    const { result: hook } = setup(api);
    await waitFor(() => expect(hook.current.view.status).toBe('ready'));
    let view = hook.current.view;
    if (view.status !== 'ready') throw new Error('not ready');
    expect(view.items).toHaveLength(1);
    expect(view.shownUpTo).toBe(48);
    expect(view.canLoadMore).toBe(true);
    act(() => {
      if (hook.current.view.status === 'ready') hook.current.view.loadMore();
    });
    await waitFor(() => expect(hook.current.view).toMatchObject({ status: 'ready', loadedBlocks: 1, loadingMore: false }));
    view = hook.current.view;
    if (view.status !== 'ready') throw new Error('not ready');
    expect(view.shownUpTo).toBe(50);
    expect(view.canLoadMore).toBe(false);
  });

  it('keeps the status of a failed load for the error state', async () => {
    const api = new MockSearchApi({ search: failure(404, 'http') });
    const { result: hook } = setup(api);
    await waitFor(() => expect(hook.current.view).toMatchObject({ status: 'error', httpStatus: 404 }));
    expect(api.callsOf('search')).toHaveLength(1);
  });

  it('a failing page load sends the search once, also after the shell prefetched it (SPEC §7, §8)', async () => {
    const api = new MockSearchApi({ search: failure(500, 'http') });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.prefetchQuery(pageListingQuery(api, SEARCH, parseSearchParams('?q=x'), 'en_GB'));
    expect(api.callsOf('search')).toHaveLength(1);
    const { result: hook } = setup(api, '/q/search?q=x', client);
    await waitFor(() => expect(hook.current.view).toMatchObject({ status: 'error', httpStatus: 500 }));
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsOf('search')).toHaveLength(1);
  });

  it('a listing that failed asks again when the shopper comes back to it (the service may be back): a failure is not kept once no page shows it', async () => {
    const api = new MockSearchApi({ search: failure(500, 'http') });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = setup(api, '/q/search?q=x', client);
    await waitFor(() => expect(first.result.current.view).toMatchObject({ status: 'error', httpStatus: 500 }));
    first.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    api.results.search = { kind: 'ok', status: 200, data: result({}) };
    const again = setup(api, '/q/search?q=x', client);
    await waitFor(() => expect(again.result.current.view.status).toBe('ready'));
    expect(api.callsOf('search')).toHaveLength(2);
  });

  it('an answer is kept for the next visit (within its stale time): coming back asks nothing', async () => {
    const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({}) } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = setup(api, '/q/search?q=x', client);
    await waitFor(() => expect(first.result.current.view.status).toBe('ready'));
    first.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const again = setup(api, '/q/search?q=x', client);
    expect(again.result.current.view.status).toBe('ready');
    expect(api.callsOf('search')).toHaveLength(1);
  });

  it('an offset past the end moves the address to the last page instead of showing no results (SPEC §5)', async () => {
    const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({ numFound: 100 }) } });
    const { result: hook } = setup(api, '/q/search?q=x&offset=10000');
    await waitFor(() => expect(hook.current.location.search).toBe('?q=x&offset=96'));
  });

  it('SPEC §4: an offset past the end of a result of whole blocks (96 of 48) moves to the start of the last block, 48', async () => {
    const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({ numFound: 96 }) } });
    const { result: hook } = setup(api, '/q/search?q=x&offset=10000');
    await waitFor(() => expect(hook.current.location.search).toBe('?q=x&offset=48'));
  });

  it('drops a parameter a 400 answer names, and loads again without it (SPEC §5)', async () => {
    const api = new MockSearchApi({});
    api.search = (async (_endpoint, state) =>
      state.sort
        ? { kind: 'error', status: 400, error: new HttpRequestError({ statusCode: 400, reason: 'http', url: '', body: { code: 400, param: 'sort' } }) }
        : { kind: 'ok', status: 200, data: result({ numFound: 100 }) }) as MockSearchApi['search'];
    const { result: hook } = setup(api, '/q/search?q=x&sort=bogus');
    await waitFor(() => expect(hook.current.location.search).toBe('?q=x'));
    await waitFor(() => expect(hook.current.view.status).toBe('ready'));
  });

  it.each(['pageId', 'campaign', 'designTheme'] as const)('drops the page setting %s when a 400 names it (the API refuses one that is too long), and loads again without it (SPEC §5)', async (param) => {
    const api = new MockSearchApi({});
    api.search = (async (_endpoint, state) =>
      state[param] !== undefined
        ? { kind: 'error', status: 400, error: new HttpRequestError({ statusCode: 400, reason: 'http', url: '', body: { code: 400, param } }) }
        : { kind: 'ok', status: 200, data: result({ numFound: 100 }) }) as MockSearchApi['search'];
    const { result: hook } = setup(api, `/q/search?q=x&${param}=${'x'.repeat(101)}`);
    await waitFor(() => expect(hook.current.location.search).toBe('?q=x'));
    await waitFor(() => expect(hook.current.view.status).toBe('ready'));
  });

  it('follows a redirect result to our own path in the app', async () => {
    const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({ type: 'redirect', redirectURL: '/h/garden/c1' }) } });
    const { result: hook } = setup(api);
    await waitFor(() => expect(hook.current.location.pathname).toBe('/h/garden/c1'));
  });

  it(`redirects that go round stop after MAX_REDIRECT_HOPS (${MAX_REDIRECT_HOPS}) hops with an error, not a tab that navigates for ever`, async () => {
    // A search for ping sends to pong, pong back to ping: a 200 redirect one way, a 3xx the other.
    const api = new MockSearchApi({});
    api.search = (async (_endpoint, state) =>
      state.q === 'ping'
        ? { kind: 'ok', status: 200, data: result({ type: 'redirect', redirectURL: '/q/search?q=pong' }) }
        : { kind: 'redirect', status: 302, location: '/q/search?q=ping' }) as MockSearchApi['search'];
    const asked: string[] = [];
    const search = api.search;
    api.search = ((...args: Parameters<MockSearchApi['search']>) => {
      asked.push(String(args[1].q));
      return search(...args);
    }) as MockSearchApi['search'];
    const { result: hook } = setup(api, '/q/search?q=ping');
    await waitFor(() => expect(hook.current.view).toMatchObject({ status: 'error', httpStatus: 508 }));
    expect(redirectHops(hook.current.location.state)).toBe(MAX_REDIRECT_HOPS);
    // One request per address: the rest of the round came from the cache. Then nothing more happens.
    expect(asked).toEqual(['ping', 'pong']);
    const at = hook.current.location.key;
    await new Promise((r) => setTimeout(r, 50));
    expect(hook.current.location.key).toBe(at);
    expect(hook.current.view).toMatchObject({ status: 'error', httpStatus: 508 });
  });

  it('a correction on the way round (a parameter the API refuses) does not restart the count of redirects', async () => {
    // ping → pong&sort=bad; the 400 for sort drops it (a correction, not a redirect) → pong → ping → …
    const api = new MockSearchApi({});
    api.search = (async (_endpoint, state) => {
      if (state.q === 'ping') return { kind: 'ok', status: 200, data: result({ type: 'redirect', redirectURL: '/q/search?q=pong&sort=bad' }) };
      if (state.sort) return { kind: 'error', status: 400, error: new HttpRequestError({ statusCode: 400, reason: 'http', url: '', body: { code: 400, param: 'sort' } }) };
      return { kind: 'redirect', status: 302, location: '/q/search?q=ping' };
    }) as MockSearchApi['search'];
    const { result: hook } = setup(api, '/q/search?q=ping');
    await waitFor(() => expect(hook.current.view).toMatchObject({ status: 'error', httpStatus: 508 }));
    expect(redirectHops(hook.current.location.state)).toBe(MAX_REDIRECT_HOPS);
  });

  it('a chain of redirects shorter than MAX_REDIRECT_HOPS is followed to its end, and counts its hops in the history entry', async () => {
    const api = new MockSearchApi({});
    const hopsLeft = MAX_REDIRECT_HOPS - 1;
    api.search = (async (_endpoint, state) => {
      const n = Number(state.q);
      return n < hopsLeft
        ? { kind: 'ok', status: 200, data: result({ type: 'redirect', redirectURL: `/q/search?q=${n + 1}` }) }
        : { kind: 'ok', status: 200, data: result({ numFound: 2 }) };
    }) as MockSearchApi['search'];
    const { result: hook } = setup(api, '/q/search?q=0');
    await waitFor(() => expect(hook.current.view.status).toBe('ready'));
    expect(hook.current.location.search).toBe(`?q=${hopsLeft}`);
    expect(redirectHops(hook.current.location.state)).toBe(hopsLeft);
  });

  it('a redirect is counted once: the page it leads to does not follow the previous answer kept on screen', async () => {
    // The target answers late; meanwhile the previous page's redirect answer is kept as placeholder data.
    const api = new MockSearchApi({});
    api.search = (async (_endpoint, state) => {
      if (state.q === 'from') return { kind: 'ok', status: 200, data: result({ type: 'redirect', redirectURL: '/q/search?q=to', numFound: 0, items: [] }) };
      await new Promise((r) => setTimeout(r, 100));
      return { kind: 'ok', status: 200, data: result({ numFound: 2 }) };
    }) as MockSearchApi['search'];
    const views: string[] = [];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result: hook } = renderHook(
      () => {
        const view = useListing(SEARCH, 'en_GB');
        const location = useLocation();
        views.push(`${location.search} ${view.status}${view.status === 'ready' ? ` ${view.numFound}` : ''}`);
        return { view, location };
      },
      { wrapper: wrapperFor(api, '/q/search?q=from', client) },
    );
    await waitFor(() => expect(hook.current.view.status).toBe('ready'));
    expect(hook.current.location.search).toBe('?q=to');
    expect(redirectHops(hook.current.location.state)).toBe(1);
    // While the target's answer came, its page showed it was loading: no error, no empty result of the redirect.
    const shown = [...new Set(views)];
    expect(shown.filter((v) => v.startsWith('?q=to'))).toEqual(['?q=to loading', '?q=to ready 2']);
  });

  it('reads the redirect count only from a whole positive number in the history state', () => {
    expect([null, undefined, 'x', {}, { redirectHops: '3' }, { redirectHops: -1 }, { redirectHops: 1.5 }].map(redirectHops)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(redirectHops({ redirectHops: 3, keepScroll: true })).toBe(3);
  });

  it('refuses a redirect result to another host', async () => {
    // jsdom reports any attempt to leave the page as "Not implemented: navigation".
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({ type: 'redirect', redirectURL: 'https://evil.example/' }) } });
    const { result: hook } = setup(api);
    await waitFor(() => expect(hook.current.view).toMatchObject({ status: 'error', httpStatus: 500 }));
    expect(hook.current.location.pathname).toBe('/q/search');
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/navigation/i);
    consoleError.mockRestore();
  });
});

describe('useListing rendered on the server: a page that sends the shopper elsewhere says where, for an HTTP-level redirect', () => {
  /** Renders the listing inside the server renderer's redirect context; returns what it was told. */
  function onServer(api: MockSearchApi, url: string) {
    const told: string[] = [];
    const inner = wrapperFor(api, url, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const wrapper = ({ children }: { children: ReactNode }) => <ServerRedirectContext.Provider value={(location) => told.push(location)}>{inner({ children })}</ServerRedirectContext.Provider>;
    const { result: hook } = renderHook(() => useListing(SEARCH, 'en_GB'), { wrapper });
    return { hook, told };
  }

  it('a redirect result to our own path (SPEC §7)', async () => {
    // Only the search for garden redirects (jsdom runs effects, so the page then navigates, as a browser would).
    const api = new MockSearchApi({});
    api.search = (async (_endpoint, state) =>
      state.q === 'garden'
        ? { kind: 'ok', status: 200, data: result({ type: 'redirect', redirectURL: '/h/garden/c1' }) }
        : { kind: 'ok', status: 200, data: result({}) }) as MockSearchApi['search'];
    const views: unknown[] = [];
    const told: string[] = [];
    const inner = wrapperFor(api, '/q/search?q=garden', new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const wrapper = ({ children }: { children: ReactNode }) => <ServerRedirectContext.Provider value={(location) => told.push(location)}>{inner({ children })}</ServerRedirectContext.Provider>;
    renderHook(() => views.push(useListing(SEARCH, 'en_GB')), { wrapper });
    await waitFor(() => expect(told).toContain('/h/garden/c1'));
    expect(views).toContainEqual({ status: 'redirect', location: '/h/garden/c1' });
    expect(new Set(told)).toEqual(new Set(['/h/garden/c1']));
  });

  it('a 400 answer naming a parameter: the same address without it (SPEC §5)', async () => {
    const api = new MockSearchApi({ search: { kind: 'error', status: 400, error: new HttpRequestError({ statusCode: 400, reason: 'http', url: '', body: { code: 400, param: 'sort' } }) } });
    const { told } = onServer(api, '/q/search?q=x&sort=bogus');
    await waitFor(() => expect(told).toContain('/q/search?q=x'));
  });

  it('an offset past the end: the last page (SPEC §5)', async () => {
    const { told } = onServer(new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({ numFound: 100 }) } }), '/q/search?q=x&offset=10000');
    await waitFor(() => expect(told).toContain('/q/search?q=x&offset=96'));
  });

  it('a page that lists its results says nothing, and neither does a refused redirect to another host', async () => {
    const ready = onServer(new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({ numFound: 100 }) } }), '/q/search?q=x');
    await waitFor(() => expect(ready.hook.current.status).toBe('ready'));
    expect(ready.told).toEqual([]);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const evil = onServer(new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({ type: 'redirect', redirectURL: 'https://evil.example/' }) } }), '/q/search?q=x');
    await waitFor(() => expect(evil.hook.current.status).toBe('error'));
    expect(evil.told).toEqual([]);
    consoleError.mockRestore();
  });
});

describe('useListing: a failed listing recovers (retry, focus, reconnect)', () => {
  afterEach(() => {
    jest.useRealTimers();
    focusManager.setFocused(undefined);
    onlineManager.setOnline(true);
  });

  it(`retries a transient failure ${LISTING_RETRIES} times with backoff (1 s, 2 s), then shows the error`, async () => {
    jest.useFakeTimers();
    const api = new MockSearchApi({ search: failure(500, 'network') });
    const { result: hook } = setup(api);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(api.callsOf('search')).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(listingRetryDelay(0) - 10));
    expect(api.callsOf('search')).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(20));
    expect(api.callsOf('search')).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(listingRetryDelay(1)));
    expect(api.callsOf('search')).toHaveLength(1 + LISTING_RETRIES);
    expect(hook.current.view).toMatchObject({ status: 'error', httpStatus: 500 });
  });

  it("retries the proxy's 502 (the search API unreachable) as a transient failure, and shows the results when the API is back", async () => {
    jest.useFakeTimers();
    const api = new MockSearchApi({ search: gatewayFailure(502) });
    const { result: hook } = setup(api);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(api.callsOf('search')).toHaveLength(1);
    api.results.search = { kind: 'ok', status: 200, data: result({}) };
    await act(() => jest.advanceTimersByTimeAsync(listingRetryDelay(0) + 10));
    expect(api.callsOf('search')).toHaveLength(2);
    expect(hook.current.view.status).toBe('ready');
  });

  it('backs off exponentially up to LISTING_RETRY_MAX_DELAY_MS', () => {
    expect([0, 1, 2, 3].map(listingRetryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(listingRetryDelay(20)).toBe(LISTING_RETRY_MAX_DELAY_MS);
  });

  it("retries by itself only when no answer came: no connection, a timeout, or a gateway's 502, 503 or 504 — not the API's own error answer", () => {
    expect(isTransientFailure(new HttpRequestError({ statusCode: 500, reason: 'network', url: 'x' }))).toBe(true);
    expect(isTransientFailure(new HttpRequestError({ statusCode: 504, reason: 'timeout', url: 'x' }))).toBe(true);
    for (const status of [502, 503, 504]) expect(isTransientFailure((gatewayFailure(status) as { error: Error }).error)).toBe(true);
    expect(isTransientFailure(new HttpRequestError({ statusCode: 500, reason: 'http', url: 'x', response: { status: 500 } as Response }))).toBe(false);
    expect(isTransientFailure(new HttpRequestError({ statusCode: 500, reason: 'http', url: 'x', response: { status: 501 } as Response }))).toBe(false);
    expect(isTransientFailure(new HttpRequestError({ statusCode: 404, reason: 'http', url: 'x' }))).toBe(false);
    expect(isTransientFailure(new HttpRequestError({ statusCode: 502, reason: 'too-large', url: 'x' }))).toBe(false);
    expect(isTransientFailure(new HttpRequestError({ statusCode: 500, reason: 'unsafe-redirect', url: 'x' }))).toBe(false);
  });

  it('"try again" asks again and shows the results once the API answers', async () => {
    const api = new MockSearchApi({ search: failure(500, 'http') });
    const { result: hook } = setup(api);
    await waitFor(() => expect(hook.current.view.status).toBe('error'));
    api.results.search = { kind: 'ok', status: 200, data: result({}) };
    const view = hook.current.view;
    if (view.status !== 'error' || !view.retry) throw new Error('not failed, or no "try again"');
    const retry = view.retry;
    act(() => retry());
    await waitFor(() => expect(hook.current.view.status).toBe('ready'));
  });

  it.each([
    [404, false],
    [410, false],
    [400, true],
    [500, true],
  ])('an error status %i offers "try again": %s (asking again cannot bring a page the API says is not there or gone)', async (status, offered) => {
    const api = new MockSearchApi({ search: failure(status, 'http') });
    const { result: hook } = setup(api);
    await waitFor(() => expect(hook.current.view).toMatchObject({ status: 'error', httpStatus: status }));
    const view = hook.current.view;
    expect(view.status === 'error' && typeof view.retry === 'function').toBe(offered);
  });

  it.each([
    ['brandId', 404, false],
    ['queryId', 404, false],
    ['categoryId', 404, false],
    ['id', 404, false],
    ['q', 400, true],
    [undefined, 400, true],
  ])('a 400 naming %s: the page is %i, "try again" offered: %s (SPEC §2: a path the API refuses is a page that cannot exist)', async (param, status, offered) => {
    const error = new HttpRequestError({ statusCode: 400, reason: 'http', url: 'mock', ...(param ? { body: { code: 400, param } } : {}) });
    const api = new MockSearchApi({ search: { kind: 'error', status: 400, error } });
    const { result: hook } = setup(api);
    await waitFor(() => expect(hook.current.view).toMatchObject({ status: 'error', httpStatus: status }));
    const view = hook.current.view;
    expect(view.status === 'error' && typeof view.retry === 'function').toBe(offered);
    expect(notThereStatus(error)).toBe(status === 404 ? 404 : null);
  });

  it('refetches a failed listing when the browser comes back online', async () => {
    const api = new MockSearchApi({ search: failure(404, 'http') });
    const { result: hook } = setup(api);
    await waitFor(() => expect(hook.current.view.status).toBe('error'));
    api.results.search = { kind: 'ok', status: 200, data: result({}) };
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(hook.current.view.status).toBe('ready'));
  });

  it('refetches a failed listing when the page regains focus', async () => {
    const api = new MockSearchApi({ search: failure(404, 'http') });
    const { result: hook } = setup(api);
    await waitFor(() => expect(hook.current.view.status).toBe('error'));
    api.results.search = { kind: 'ok', status: 200, data: result({}) };
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(hook.current.view.status).toBe('ready'));
  });

  it('does not refetch good results when the page regains focus (they do not change under the shopper)', async () => {
    // Only the clock is faked: the shopper comes back to the tab long after the answer, when it is stale.
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data: result({}) } });
      const { result: hook } = setup(api);
      await waitFor(() => expect(hook.current.view.status).toBe('ready'));
      jest.setSystemTime(Date.now() + 10 * 60_000);
      act(() => focusManager.setFocused(false));
      act(() => focusManager.setFocused(true));
      act(() => onlineManager.setOnline(false));
      act(() => onlineManager.setOnline(true));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(api.callsOf('search')).toHaveLength(1);
      expect(hook.current.view.status).toBe('ready');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("the memory of each listing's last sponsored-products load (links back to a place on a listing)", () => {
  it(`keeps the ${AD_LOADS_KEPT} listings remembered last: one more forgets the one remembered longest ago`, () => {
    const loads = new Map<string, string>();
    for (let i = 0; i < AD_LOADS_KEPT; i++) rememberAdLoad(loads, `listing-${i}`, `load-${i}`);
    expect(loads.size).toBe(AD_LOADS_KEPT);
    // The first listing shown again is the newest now: the next one forgets the second instead.
    rememberAdLoad(loads, 'listing-0', 'load-0b');
    rememberAdLoad(loads, 'listing-new', 'load-new');
    expect(loads.size).toBe(AD_LOADS_KEPT);
    expect(loads.get('listing-0')).toBe('load-0b');
    expect(loads.has('listing-1')).toBe(false);
    expect(loads.get('listing-new')).toBe('load-new');
    expect(loads.get(`listing-${AD_LOADS_KEPT - 1}`)).toBe(`load-${AD_LOADS_KEPT - 1}`);
  });
});
