import { QueryClient } from '@tanstack/react-query';
import { warmNumbersOnFirstFetch } from './numberWarmUp';

const made = jest.spyOn(Intl, 'NumberFormat');

/** A query fetched through the client, answered at once. */
const fetchOf = (client: QueryClient, key: unknown[]) => client.fetchQuery({ queryKey: key, queryFn: () => ({ ok: true }) });

describe('the number data of a server-rendered page loads with its first request for new data (issue 9)', () => {
  afterEach(() => made.mockClear());

  it("is scheduled when a listing is first fetched, once, and loads the locale's currency formatter", async () => {
    const client = new QueryClient();
    const scheduled: (() => void)[] = [];
    warmNumbersOnFirstFetch(client, 'pl_PL', (run) => scheduled.push(run));
    await fetchOf(client, ['listing', 'search', 'PL', 'pl', { q: 'sofa' }]);
    await fetchOf(client, ['listing', 'search', 'PL', 'pl', { q: 'stuhl' }]);
    expect(scheduled).toHaveLength(1);
    // Scheduled, not run inside the fetch's own task.
    expect(made).not.toHaveBeenCalled();
    scheduled[0]!();
    expect(made).toHaveBeenCalledWith('pl-PL', expect.objectContaining({ style: 'currency', currency: 'PLN' }));
  });

  it("the search field's suggestions and the page fragments hold no numbers: they schedule nothing", async () => {
    const client = new QueryClient();
    const scheduled: (() => void)[] = [];
    warmNumbersOnFirstFetch(client, 'de_DE', (run) => scheduled.push(run));
    await fetchOf(client, ['suggest', 'DE', 'de', 'sof']);
    await fetchOf(client, ['fragment', '/n/header?locale=de_DE']);
    expect(scheduled).toHaveLength(0);
    await fetchOf(client, ['recommendations', 'bestsellers', 'DE', 'de']);
    expect(scheduled).toHaveLength(1);
  });

  it('a cached answer read without a fetch schedules nothing', () => {
    const client = new QueryClient();
    client.setQueryData(['listing', 'search', 'DE', 'de', { q: 'sofa' }], { ok: true });
    const scheduled: (() => void)[] = [];
    warmNumbersOnFirstFetch(client, 'de_DE', (run) => scheduled.push(run));
    client.getQueryData(['listing', 'search', 'DE', 'de', { q: 'sofa' }]);
    expect(scheduled).toHaveLength(0);
  });
});
