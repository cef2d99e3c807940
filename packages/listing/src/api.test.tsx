/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SearchApiProvider, useSearchApi } from './api';

describe('the shop API client of the listing pages (SPEC §7, §9 ad timeout)', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    jest.useFakeTimers();
    // An ad service that never answers.
    globalThis.fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as typeof fetch;
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  });

  it.each([
    ['with a provider', ({ children }: { children: ReactNode }) => <SearchApiProvider>{children}</SearchApiProvider>],
    ['without a provider', ({ children }: { children: ReactNode }) => <>{children}</>],
  ])('drops a sponsored-products call after 300 ms, not before (%s)', async (_what, wrapper) => {
    const { result } = renderHook(() => useSearchApi(), { wrapper });
    let settled = false;
    const pending = result.current.sponsoredProducts({ session: 's', slot: '1', targets: [], count: 2, countFill: 2 }).then((r) => {
      settled = true;
      return r;
    });
    await jest.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'error' });
  });

  it('logs at level WARN (SPEC §9 environment flag): a 4xx answer is written as a warning', async () => {
    jest.useRealTimers();
    const notFound = { status: 404, type: 'basic', redirected: false, url: '', headers: { get: () => null }, text: async () => '{"code":404}' };
    globalThis.fetch = (async () => notFound) as unknown as typeof fetch;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { result } = renderHook(() => useSearchApi(), { wrapper: ({ children }: { children: ReactNode }) => <SearchApiProvider>{children}</SearchApiProvider> });
      await result.current.message('nrp', 'de_DE');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('HTTP request failed'), expect.anything());
    } finally {
      warn.mockRestore();
    }
  });
});
