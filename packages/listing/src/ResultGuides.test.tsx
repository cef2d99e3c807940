/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import type { SearchResult } from '@shop/api-client';
import { createShopI18n } from '@shop/market';
import { fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { SearchApiProvider } from './api';
import { PageEventsContext, type PageEvents } from './pageEvents';
import { ADVISOR_LIMIT, ResultGuides } from './ResultGuides';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createShopI18n('de_DE');
});

const link = (filter: Record<string, string[]>, q = 'stuhl') => ({ type: 'search' as const, q, filter });
const advisor = (id: string, answers: SearchResult['advisors'][number]['answers']) => ({ id, name: id, question: `Frage ${id}`, answers });

function resultWith(patch: Partial<SearchResult>): SearchResult {
  return { type: 'search', numFound: 10, items: [], facets: [], breadcrumbs: [], teasers: [], advisors: [], ...patch } as unknown as SearchResult;
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function renderGuides(result: SearchResult, open = jest.fn()) {
  const events: PageEvents = { embedded: false, track: jest.fn(), open };
  render(
    <I18nextProvider i18n={i18n}>
      <SearchApiProvider options={{ allowedRedirectHosts: ['kampagne.example'] }}>
        <PageEventsContext.Provider value={events}>
          <MemoryRouter initialEntries={['/q/search?q=stuhl&offset=48']}>
            <ResultGuides result={result} headingLevel={2} />
            <Address />
          </MemoryRouter>
        </PageEventsContext.Provider>
      </SearchApiProvider>
    </I18nextProvider>,
  );
  return open;
}

describe("a result's advisors and teasers on a listing (SPEC §3 search result: advisors, teasers)", () => {
  it("an answer that narrows the search is applied to the listing's own address, from the first block; one elsewhere navigates", () => {
    renderGuides(
      resultWith({
        advisors: [
          advisor('a', [
            { text: 'Möbel', url: '/q/de-DE/search?q=stuhl&category=c4', link: link({ category: ['c4'] }) },
            { text: 'Tische', url: '/q/de-DE/search?q=tisch', link: link({}, 'tisch') },
          ]),
        ],
      }),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Möbel' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/q\/search\?q=stuhl&category=c4$/);
    fireEvent.click(screen.getByRole('link', { name: 'Tische' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/q\/de-DE\/search\?q=tisch$/);
  });

  it("leaving the listing for an allowed host goes through the page's events (a storefront's widget announces it, cancelable)", () => {
    const open = renderGuides(
      resultWith({
        teasers: [{ id: 't', name: 'Aktion', link: link({}), url: 'https://kampagne.example/garten', image: '/images/a.jpg', text: 'Garten', open_in_a_new_tab: false }],
      }),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Garten' }));
    expect(open).toHaveBeenCalledWith('https://kampagne.example/garten');
  });

  it(`shows the result's advisors, else an older answer's in its xPayload, ADVISOR_LIMIT (${ADVISOR_LIMIT}) at most`, () => {
    const answers = [{ text: 'Möbel', url: '/q/search?q=stuhl&category=c4', link: link({ category: ['c4'] }) }];
    renderGuides(resultWith({ advisors: [], xPayload: { advisors: ['x', 'y', 'z'].map((id) => advisor(id, answers)) } } as Partial<SearchResult>));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Frage x', 'Frage y']);
    expect(ADVISOR_LIMIT).toBe(2);
  });
});
