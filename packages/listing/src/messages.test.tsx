/** @jest-environment jsdom */
import { HttpRequestError, MockSearchApi, type ApiResult, type MessageResult } from '@shop/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SearchApiProvider } from './api';
import { needsNoResultsMessage, useShopMessage, useShopMessageState } from './messages';

describe('no-results message (SPEC §4)', () => {
  it('is loaded when there are no results', () => {
    expect(needsNoResultsMessage({ numFound: 0 })).toBe('empty');
  });
  it('is loaded when a semantic-only search has zero keyword hits', () => {
    expect(needsNoResultsMessage({ numFound: 12, xPayload: { keywordResults: { num_items_found: 0 } } })).toBe('semanticOnly');
  });
  it('is not loaded for keyword results', () => {
    expect(needsNoResultsMessage({ numFound: 12, xPayload: { keywordResults: { num_items_found: 12 } } })).toBeNull();
    expect(needsNoResultsMessage({ numFound: 12 })).toBeNull();
  });
});

describe('the storefront message (SPEC §4 nrp, ncp) when its service fails', () => {
  it('comes back with its service: a failed read is not kept, a message read is', async () => {
    let up = false;
    const failed: ApiResult<MessageResult> = { kind: 'error', status: 500, error: new HttpRequestError({ statusCode: 500, reason: 'http', url: '/q/api/message' }) };
    const api = new MockSearchApi({ message: () => (up ? { kind: 'ok', status: 200, data: { key: 'nrp', value: 'Try our outlet' } } : failed) as ApiResult<MessageResult> });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <SearchApiProvider api={api}>{children}</SearchApiProvider>
      </QueryClientProvider>
    );
    const first = renderHook(() => useShopMessage('nrp', 'de_DE'), { wrapper });
    await waitFor(() => expect(client.getQueryData(['message', 'nrp', 'de_DE'])).toBe(failed));
    expect(first.result.current).toBeNull();
    first.unmount();
    up = true;
    const next = renderHook(() => useShopMessage('nrp', 'de_DE'), { wrapper });
    await waitFor(() => expect(next.result.current).toBe('Try our outlet'));
    next.unmount();
    renderHook(() => useShopMessage('nrp', 'de_DE'), { wrapper });
    expect(api.callsOf('message')).toHaveLength(2);
  });
});

describe('the storefront message read only for an answer that needs it (SPEC §4)', () => {
  it('is not asked for, nor pending, until wanted; then pending until it is in', async () => {
    const api = new MockSearchApi({ message: () => ({ kind: 'ok', status: 200, data: { key: 'nrp', value: 'Try our outlet' } }) as ApiResult<MessageResult> });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <SearchApiProvider api={api}>{children}</SearchApiProvider>
      </QueryClientProvider>
    );
    const { result, rerender } = renderHook(({ wanted }) => useShopMessageState('nrp', 'de_DE', wanted), { wrapper, initialProps: { wanted: false } });
    expect(result.current).toEqual({ text: null, pending: false });
    expect(api.callsOf('message')).toHaveLength(0);
    rerender({ wanted: true });
    expect(result.current).toEqual({ text: null, pending: true });
    await waitFor(() => expect(result.current).toEqual({ text: 'Try our outlet', pending: false }));
    expect(api.callsOf('message')).toHaveLength(1);
  });
});
