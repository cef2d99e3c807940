/** @jest-environment jsdom */
import { HttpRequestError, MockSearchApi, type ApiResult, type SearchResult } from '@shop/api-client';
import { createShopI18n } from '@shop/market';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SearchApiProvider } from './api';
import { Bestsellers } from './Recommendations';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createShopI18n('en_GB');
});

const bestsellers = {
  type: 'search',
  numFound: 1,
  offset: 0,
  fetchsize: 12,
  items: [{ code: 'a', gridbox: { productId: 'a', price: { price: 1 }, keyfacts: { title: 'Best chair' } } }],
  facets: [],
  sorts: [],
  selections: { values: [] },
  breadcrumbs: [],
} as unknown as SearchResult;

function rowOf(api: MockSearchApi, client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SearchApiProvider api={api}>
          <MemoryRouter>
            <Bestsellers locale="en_GB" />
          </MemoryRouter>
        </SearchApiProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the bestsellers row (SPEC §1)', () => {
  it('a failed answer is not kept: the next page that shows the row asks again and shows it once the service is back', async () => {
    let answers = 0;
    const api = new MockSearchApi({
      search: (): ApiResult<SearchResult> =>
        ++answers === 1
          ? { kind: 'error', status: 500, error: new HttpRequestError({ statusCode: 500, reason: 'http', url: 'mock' }) }
          : { kind: 'ok', status: 200, data: bestsellers },
    });
    const client = new QueryClient();
    const first = rowOf(api, client);
    await waitFor(() => expect(api.callsOf('search')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Best chair')).toBeNull();
    first.unmount();

    const second = rowOf(api, client);
    expect(await screen.findByText('Best chair')).toBeTruthy();
    second.unmount();

    // A good answer is kept: a third page asks nothing.
    rowOf(api, client);
    expect(await screen.findByText('Best chair')).toBeTruthy();
    expect(api.callsOf('search')).toHaveLength(2);
  });
});
