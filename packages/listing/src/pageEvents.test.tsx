/** @jest-environment jsdom */
import { MockSearchApi, type SearchResult } from '@shop/api-client';
import { createShopI18n } from '@shop/market';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SearchApiProvider } from './api';
import { PageEventsContext, type PageEvents } from './pageEvents';
import { useListing } from './useListing';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createShopI18n('de_DE');
  document.cookie = `cookie_consent=${encodeURIComponent('{"marketing":true}')}`;
});

const answer = {
  type: 'search',
  numFound: 1,
  offset: 0,
  fetchsize: 48,
  items: [{ code: 'p1', gridbox: { productId: 'p1', price: { price: 1 }, keyfacts: { title: 'P1' }, stockAvailability: { availabilityIndicator: 3 } } }],
  facets: [],
  sorts: [],
  selections: { values: [] },
  breadcrumbs: [],
} as unknown as SearchResult;

async function sponsoredCalls(events?: PageEvents, expectSome = false, url = '/q/search?q=x', data: SearchResult = answer): Promise<number> {
  const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data }, sponsoredProducts: { kind: 'ok', status: 200, data: [] } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => {
    const inner = (
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <SearchApiProvider api={api}>
            <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
          </SearchApiProvider>
        </I18nextProvider>
      </QueryClientProvider>
    );
    return events ? <PageEventsContext.Provider value={events}>{inner}</PageEventsContext.Provider> : inner;
  };
  const { result } = renderHook(() => useListing({ type: 'search' }, 'de_DE'), { wrapper });
  await waitFor(() => expect(result.current.status).toBe('ready'));
  if (expectSome) await waitFor(() => expect(api.callsOf('sponsoredProducts').length).toBeGreaterThan(0));
  // The sponsored request starts right after the page load; the first case shows it does within this wait.
  else await new Promise((resolve) => setTimeout(resolve, 50));
  return api.callsOf('sponsoredProducts').length;
}

describe('widgets in a storefront page are embedded (SPEC §4, §6)', () => {
  it('in the shop, with marketing consent, sponsored products are fetched', async () => {
    expect(await sponsoredCalls(undefined, true)).toBeGreaterThan(0);
  });

  it('in a storefront page (PageEvents.embedded) no sponsored products are fetched, as with isEmbedded=true', async () => {
    expect(await sponsoredCalls({ embedded: true, track: () => undefined, open: () => undefined })).toBe(0);
  });
});

describe('sponsored products and the address (SPEC §4: skipped with selected facet values)', () => {
  const withBrandFacet = { ...answer, facets: [{ code: 'brand', type: 'text', label: 'Marke', values: [{ value: 'Alpara', count: 1 }] }] } as unknown as SearchResult;

  it('a parameter that is no filter of the answer (a campaign tag) leaves them on', async () => {
    expect(await sponsoredCalls(undefined, true, '/q/search?q=x&utm_source=newsletter&gclid=abc', withBrandFacet)).toBeGreaterThan(0);
  });

  it('a value of one of the answer\'s filters in the address turns them off', async () => {
    expect(await sponsoredCalls(undefined, false, '/q/search?q=x&brand=Alpara', withBrandFacet)).toBe(0);
  });
});
