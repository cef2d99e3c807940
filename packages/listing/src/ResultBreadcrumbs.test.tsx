/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { MockSearchApi, type SearchResult } from '@shop/api-client';
import { createShopI18n } from '@shop/market';
import { render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SearchApiProvider } from './api';
import { ResultBreadcrumbs } from './ResultBreadcrumbs';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createShopI18n('de_DE');
});

const CRUMBS = [
  { code: 'c2', label: 'Heimwerken & Werkzeug', url: '/h/de-DE/heimwerken-werkzeug/c2' },
  // A crumb before the last, whose address the link rule refuses: text, not a link.
  { code: 'c20', label: 'Werkzeug', url: 'javascript:alert(1)' },
  { code: 'c201', label: 'Elektrowerkzeuge', url: 'javascript:alert(1)' },
];

function resultWith(patch: Partial<SearchResult>): SearchResult {
  return { type: 'search', numFound: 1, items: [], facets: [], breadcrumbs: CRUMBS, ...patch } as unknown as SearchResult;
}

function renderCrumbs(result: SearchResult | null) {
  return render(
    <I18nextProvider i18n={i18n}>
      <SearchApiProvider api={new MockSearchApi()}>
        <MemoryRouter>
          <ResultBreadcrumbs result={result} />
        </MemoryRouter>
      </SearchApiProvider>
    </I18nextProvider>,
  );
}

describe("a result's breadcrumbs (SPEC §3: breadcrumbs, rendering.breadcrumb default true)", () => {
  it("shows the shop's home and then the result's trail, each address through the link rule", () => {
    renderCrumbs(resultWith({}));
    const nav = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(within(nav).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Heimwerken & Werkzeug' })).toHaveAttribute('href', '/h/de-DE/heimwerken-werkzeug/c2');
    // The last crumb is the page itself, and an address the rule refuses is never a link.
    expect(within(nav).getByText('Elektrowerkzeuge')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });

  it('shows the trail by default, and none when the result says rendering.breadcrumb is false', () => {
    for (const rendering of [undefined, {}, { breadcrumb: true }]) {
      const shown = renderCrumbs(resultWith(rendering ? ({ rendering } as Partial<SearchResult>) : {}));
      expect(screen.getByRole('navigation')).toBeInTheDocument();
      shown.unmount();
    }
    renderCrumbs(resultWith({ rendering: { breadcrumb: false } } as Partial<SearchResult>));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows nothing without a result or without crumbs', () => {
    expect(renderCrumbs(null).container).toBeEmptyDOMElement();
    expect(renderCrumbs(resultWith({ breadcrumbs: [] })).container).toBeEmptyDOMElement();
  });
});
