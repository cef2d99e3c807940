/** @jest-environment jsdom */
import { ReadableStream } from 'node:stream/web';
import { linkPolicy, MockSearchApi } from '@shop/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SearchApiProvider } from './api';
import { useFragment } from './fragments';

/** A fetch answer whose body is a stream (jsdom has no Response). */
function answer(text: string, status = 200): Response {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return { ok: status < 400, status, headers: { get: () => null }, body } as unknown as Response;
}

describe('useFragment with keepPrevious (the header, whose address changes with the page)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function setup(answers: Record<string, () => Promise<Response>>) {
    globalThis.fetch = ((input: RequestInfo | URL) => answers[String(input)]?.() ?? Promise.resolve(answer('', 404))) as typeof fetch;
    const client = new QueryClient();
    const api = new MockSearchApi({}, linkPolicy([], 'https://shop.example'));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <SearchApiProvider api={api}>{children}</SearchApiProvider>
      </QueryClientProvider>
    );
    return renderHook(({ path }: { path: string }) => useFragment(path, { keepPrevious: true }), { wrapper, initialProps: { path: '/n/header?locale=de_DE&pageId=1' } });
  }
  const labels = (fragment: { links: { label: string }[] }) => fragment.links.map((link) => link.label);

  it("keeps the storefront's last header while the next page's is on its way or has failed, but never another storefront's", async () => {
    const never = () => new Promise<Response>(() => undefined);
    const { result, rerender } = setup({
      '/n/header?locale=de_DE&pageId=1': async () => answer('<nav><a href="/h/de-DE/mobel/c4">Möbel</a></nav>'),
      '/n/header?locale=de_DE&pageId=2': never,
      '/n/header?locale=de_DE&pageId=3': async () => answer('busy', 503),
      '/n/header?locale=pl_PL&pageId=2': never,
      '/n/header?locale=pl_PL&pageId=3': async () => answer('busy', 503),
    });
    await waitFor(() => expect(labels(result.current)).toEqual(['Möbel']));
    // Another page of the same storefront: its categories stay while the next header comes, and when it fails.
    rerender({ path: '/n/header?locale=de_DE&pageId=2' });
    expect(labels(result.current)).toEqual(['Möbel']);
    rerender({ path: '/n/header?locale=de_DE&pageId=3' });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(labels(result.current)).toEqual(['Möbel']);
    // Another storefront: the German categories would lead back into the German shop.
    rerender({ path: '/n/header?locale=pl_PL&pageId=2' });
    expect(labels(result.current)).toEqual([]);
    rerender({ path: '/n/header?locale=pl_PL&pageId=3' });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(labels(result.current)).toEqual([]);
  });
});
