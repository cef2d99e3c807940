import { dehydrate, QueryClient } from '@tanstack/react-query';
import { prefetchWithin } from '../src/server/prefetchWithin';

/** The server's render waits for a page's fragments and no-results queries only so long (renderPage.tsx). */
const WAIT_MS = 50;
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const inState = (queryClient: QueryClient) => dehydrate(queryClient).queries.map((q) => q.queryKey);
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('prefetchWithin: a query the server renders with is bounded in time', () => {
  it('an answer in time is in the hydration state', async () => {
    const queryClient = client();
    await prefetchWithin(queryClient, { queryKey: ['fragment', 'header'], queryFn: () => later(5, 'header') }, WAIT_MS);
    expect(inState(queryClient)).toEqual([['fragment', 'header']]);
  });

  it('a query that never answers is given up after the wait: its request is aborted and it is not in the state', async () => {
    const queryClient = client();
    let aborted = false;
    const started = Date.now();
    await prefetchWithin(
      queryClient,
      {
        queryKey: ['fragment', 'footer'],
        queryFn: ({ signal }) =>
          new Promise<string>(() => {
            signal.addEventListener('abort', () => (aborted = true));
          }),
      },
      WAIT_MS,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 5);
    expect(Date.now() - started).toBeLessThan(WAIT_MS + 500);
    expect(aborted).toBe(true);
    expect(inState(queryClient)).toEqual([]);
  });

  it('an answer that comes after the wait never reaches the state (it would not be in the markup)', async () => {
    const queryClient = client();
    await prefetchWithin(queryClient, { queryKey: ['bestsellers'], queryFn: () => later(WAIT_MS * 3, ['p1']) }, WAIT_MS);
    await later(WAIT_MS * 4, null);
    expect(inState(queryClient)).toEqual([]);
  });

  it('a failed query resolves the wait and leaves nothing in the state', async () => {
    const queryClient = client();
    await expect(prefetchWithin(queryClient, { queryKey: ['nrp'], queryFn: () => Promise.reject(new Error('502')) }, WAIT_MS)).resolves.toBeUndefined();
    expect(inState(queryClient)).toEqual([]);
  });
});
