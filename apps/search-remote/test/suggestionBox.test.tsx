/** @jest-environment jsdom */
import { linkPolicy, MockSearchApi } from '@shop/api-client';
import { PageEventsContext, SearchApiProvider, type PageEvents } from '@shop/listing';
import { createShopI18n } from '@shop/market';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SuggestionBoxWidget } from '../src/SuggestionBoxWidget';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createShopI18n('de_DE');
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderBox(api: MockSearchApi, events?: PageEvents) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const box = (
    <MemoryRouter initialEntries={['/']}>
      <SuggestionBoxWidget locale="de_DE" />
    </MemoryRouter>
  );
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SearchApiProvider api={api}>{events ? <PageEventsContext.Provider value={events}>{box}</PageEventsContext.Provider> : box}</SearchApiProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox');
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('suggestions (SPEC §9 async loading delay)', () => {
  it('SPEC §9: suggestions are asked for only after a 200 ms pause in typing, for the last text typed', async () => {
    const api = new MockSearchApi({
      suggest: (q) => ({ kind: 'ok', status: 200, data: { locale: 'de_DE', assortment: 'DE', q, groups: [] } }),
    });
    const field = renderBox(api);
    fireEvent.focus(field);
    for (const text of ['so', 'sof', 'sofa']) {
      fireEvent.change(field, { target: { value: text } });
      await advance(150);
    }
    await advance(49);
    expect(api.callsOf('suggest')).toHaveLength(0);
    await advance(1);
    expect(api.callsOf('suggest').map((call) => call.args[0])).toEqual(['sofa']);
  });
});

describe('a suggestion that leads to another allowed host', () => {
  it("goes through the page's open (a storefront's widget announces it with shop-navigate first), not straight to the address", async () => {
    const url = 'https://marketplace.example/sofa';
    const api = new MockSearchApi(
      {
        suggest: (q) => ({
          kind: 'ok',
          status: 200,
          data: { locale: 'de_DE', assortment: 'DE', q, groups: [{ code: 'product', label: 'Produkte', items: [{ hitCount: 3, url, link: { type: 'search' }, label: 'Sofa im Marktplatz' }] }] },
        }),
      },
      linkPolicy(['marketplace.example'], 'https://shop.example'),
    );
    const opened: string[] = [];
    const field = renderBox(api, { embedded: true, track: () => undefined, open: (href) => void opened.push(href) });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'sofa' } });
    await advance(250);
    fireEvent.click(await screen.findByRole('option', { name: /Sofa im Marktplatz/ }));
    expect(opened).toEqual([url]);
  });
});
