/** @jest-environment jsdom */
import { HttpRequestError, MAX_TERM_LENGTH, MockSearchApi, type ApiResult, type EvaluationResult, type MessageResult, type SearchResult } from '@shop/api-client';
import { SearchApiProvider } from '@shop/listing';
import { createShopI18n } from '@shop/market';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { CqeViewPage } from './CqeViewPage';
import { EvaluationToolView } from './EvaluationViews';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createShopI18n('en_GB');
});
beforeEach(() => sessionStorage.clear());

function side(title: string, numFound = 1234): SearchResult {
  return {
    type: 'search',
    numFound,
    offset: 0,
    fetchsize: 24,
    items: [{ code: title, gridbox: { productId: `${title}-id`, price: { price: 10 }, keyfacts: { title } } }],
    facets: [],
    sorts: [],
    selections: { values: [] },
    breadcrumbs: [],
  } as unknown as SearchResult;
}

const comparison = (q: string): ApiResult<EvaluationResult> => ({
  kind: 'ok',
  status: 200,
  data: { id: 'e', q, locale: 'en_GB', assortment: 'GB', variants: { a: side(`${q} A`), b: side(`${q} B`) } } as EvaluationResult,
});

const failure: ApiResult<EvaluationResult> = { kind: 'error', status: 500, error: new HttpRequestError({ statusCode: 500, reason: 'http', url: 'mock' }) };

let go: (to: string) => void = () => undefined;
let at = '';
function Navigator() {
  go = useNavigate();
  const { pathname, search } = useLocation();
  at = `${pathname}${search}`;
  return null;
}

function renderCompare(api: MockSearchApi, entry: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })}>
      <I18nextProvider i18n={i18n}>
        <SearchApiProvider api={api}>
          <MemoryRouter initialEntries={[entry]}>
            <Navigator />
            <EvaluationToolView locale="en_GB" view="evaluationCompare" params={{ firstIndex: '0', secondIndex: '3' }} />
          </MemoryRouter>
        </SearchApiProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the evaluation comparison (SPEC §1, §8)', () => {
  it("a failed answer says the storefront's no-results message with the error text, and a variant that found nothing says so (SPEC §8)", async () => {
    const nrp: ApiResult<MessageResult> = { kind: 'ok', status: 200, data: { key: 'nrp', value: 'Unfortunately we found no results for your search.' } };
    const api = new MockSearchApi({ evaluation: failure, message: nrp });
    const { unmount } = renderCompare(api, '/evaluation/en-GB/0/3?q=lamp');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Unfortunately we found no results for your search.'));
    expect(alert.textContent).toContain('Oops! Something went wrong!');
    expect(api.callsOf('message').map((c) => c.args[0])).toEqual(['nrp']);
    unmount();
    const empty = { ...side('x', 0), items: [] } as SearchResult;
    const oneEmpty: ApiResult<EvaluationResult> = { kind: 'ok', status: 200, data: { id: 'e', q: 'zzz', locale: 'en_GB', assortment: 'GB', variants: { a: empty, b: side('zzz B') } } as EvaluationResult };
    renderCompare(new MockSearchApi({ evaluation: oneEmpty, message: nrp }), '/evaluation/en-GB/0/3?q=zzz');
    const first = await screen.findByRole('region', { name: 'Variant 0' });
    await waitFor(() => expect(first.textContent).toContain('Unfortunately we found no results for your search.'));
    expect(screen.getByRole('region', { name: 'Variant 3' }).textContent).not.toContain('Unfortunately');
  });

  it('a failed answer shows the error text with a retry under the query form, and the retry asks again', async () => {
    let answers = 0;
    const api = new MockSearchApi({ evaluation: (_endpoint, state) => (++answers === 1 ? failure : comparison(state.q ?? '')) });
    renderCompare(api, '/evaluation/en-GB/0/3?q=lamp');
    expect((await screen.findByRole('alert')).textContent).toContain('Oops! Something went wrong!');
    expect(screen.queryByText(/HTTP/)).toBeNull();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('lamp');
    // Pressed with the keyboard: the button stays (busy) while it asks, and keeps the focus.
    let answer: (value: ApiResult<EvaluationResult>) => void = () => undefined;
    api.results.evaluation = () => new Promise((resolve) => (answer = resolve));
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => expect(retry.getAttribute('aria-busy')).toBe('true'));
    expect(retry.isConnected).toBe(true);
    expect(document.activeElement).toBe(retry);
    answer(comparison('lamp'));
    expect(await screen.findByText('lamp A')).toBeTruthy();
    expect(api.callsOf('search')).toHaveLength(2);
    // The button went with the failure: its focus went to the first column's heading, not to the page's start.
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('heading', { level: 2 }).find((h) => h.closest('.ev-columns'))));
  });

  it('a retry that fails again keeps the focus on its button; a later comparison (another query) takes no focus', async () => {
    const api = new MockSearchApi({ evaluation: (_endpoint, state) => (state.q === 'lamp' ? failure : comparison(state.q ?? '')) });
    renderCompare(api, '/evaluation/en-GB/0/3?q=lamp');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => expect(api.callsOf('search')).toHaveLength(2));
    await waitFor(() => expect(retry.getAttribute('aria-busy')).toBeNull());
    const input = screen.getByRole('searchbox');
    input.focus();
    act(() => go('/evaluation/en-GB/0/3?q=sofa'));
    expect(await screen.findByText('sofa A')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement?.tagName).not.toBe('H2');
  });

  it('SPEC §5: a parameter the API refuses (an unknown sort) is dropped from the address and the comparison asked again, not an error', async () => {
    const refused: ApiResult<EvaluationResult> = { kind: 'error', status: 400, error: new HttpRequestError({ statusCode: 400, reason: 'http', url: 'mock', body: { param: 'sort' } }) };
    const api = new MockSearchApi({ evaluation: (_endpoint, state) => (state.sort ? refused : comparison(state.q ?? '')) });
    renderCompare(api, '/evaluation/en-GB/0/3?q=lamp&sort=bogus');
    expect(await screen.findByText('lamp A')).toBeTruthy();
    expect(at).toBe('/evaluation/en-GB/0/3?q=lamp');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsOf('search')).toHaveLength(2);
  });

  it('each side says how many products it found, in the market’s number format', async () => {
    const api = new MockSearchApi({ evaluation: (_endpoint, state) => comparison(state.q ?? '') });
    renderCompare(api, '/evaluation/en-GB/0/3?q=lamp');
    expect(await screen.findAllByText('1,234 products match this query')).toHaveLength(2);
  });

  it('a verdict belongs to its query: another query starts without one, and the way back shows it again', async () => {
    const api = new MockSearchApi({ evaluation: (_endpoint, state) => comparison(state.q ?? '') });
    renderCompare(api, '/evaluation/en-GB/0/3?q=lamp');
    fireEvent.click(await screen.findByRole('button', { name: 'Left is better' }));
    expect(screen.getByRole('button', { name: 'Left is better' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Thank you, your judgement was saved.')).toBe(true);

    go('/evaluation/en-GB/0/3?q=sofa');
    await screen.findByText('sofa A');
    expect(screen.getByRole('button', { name: 'Left is better' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('Thank you, your judgement was saved.')).toBeNull();

    go('/evaluation/en-GB/0/3?q=lamp');
    await screen.findByText('lamp A');
    expect(screen.getByRole('button', { name: 'Left is better' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('the query form shows the words of the comparison on screen, also when it comes from the cache', async () => {
    const api = new MockSearchApi({ evaluation: (_endpoint, state) => comparison(state.q ?? '') });
    renderCompare(api, '/evaluation/en-GB/0/3?q=lamp');
    await screen.findByText('lamp A');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'sofa' } });
    fireEvent.submit(screen.getByRole('searchbox').closest('form')!);
    await screen.findByText('sofa A');
    go('/evaluation/en-GB/0/3?q=lamp');
    await screen.findByText('lamp A');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('lamp');
  });

  it('a query of blanks asks nothing and shows the form', async () => {
    const api = new MockSearchApi({ evaluation: (_endpoint, state) => comparison(state.q ?? '') });
    renderCompare(api, '/evaluation/en-GB/0/3?q=+');
    expect(await screen.findByRole('searchbox')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsOf('search')).toHaveLength(0);
  });

  it('loading and clearing the judged set’s grades is said in a status region that was there before', async () => {
    const withJudged = (q: string): ApiResult<EvaluationResult> => {
      const answer = comparison(q);
      if (answer.kind === 'ok') answer.data.xPayload = { judgments: { queryId: 'q-7', grades: { 'lamp A-id': 3, 'lamp B-id': 1 } } };
      return answer;
    };
    const api = new MockSearchApi({ evaluation: (_endpoint, state) => withJudged(state.q ?? '') });
    renderCompare(api, '/evaluation/en-GB/0/3?q=lamp');
    await screen.findByText('lamp A');
    const note = screen.getByTestId('judging-note');
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: "Load the judged set's grades" }));
    await waitFor(() => expect(note.textContent).toContain("The judged set's grades were loaded. Graded results: 2"));
    const clear = screen.getByRole('button', { name: 'Clear grades' });
    clear.focus();
    fireEvent.click(clear);
    await waitFor(() => expect(note.textContent).toContain('Graded results: 0'));
    // Still focusable where it was pressed (a disabled button would drop the focus to the body).
    expect(clear.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(clear);
  });
});

describe('the evaluation start page (suggested queries)', () => {
  it('a market whose answer has no categories to suggest says so in words, not a text with a blank to fill', async () => {
    const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data: side('lamp', 0) } });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <SearchApiProvider api={api}>
            <MemoryRouter>
              <EvaluationToolView locale="en_GB" view="evaluationSuggestions" params={{}} />
            </MemoryRouter>
          </SearchApiProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No products match your selection.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\{\{|\}\}/);
  });
});

describe('the custom query embedding page', () => {
  it(`names its query as long as a search term at most (MAX_TERM_LENGTH, ${MAX_TERM_LENGTH}): the address may be far longer than a line`, async () => {
    const api = new MockSearchApi({ search: { kind: 'ok', status: 200, data: side('lamp') } });
    const long = 'x'.repeat(5000);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <SearchApiProvider api={api}>
            <MemoryRouter initialEntries={[`/cqe?cqeName=${long}`]}>
              <CqeViewPage locale="en_GB" params={{}} />
            </MemoryRouter>
          </SearchApiProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const named = await screen.findByText((_, element) => element?.tagName === 'P' && /^Query name: x/.test(element.textContent ?? ''));
    expect(named.textContent!.length).toBeLessThanOrEqual(MAX_TERM_LENGTH + 20);
    expect(named.textContent).toContain('x'.repeat(MAX_TERM_LENGTH));
  });
});
