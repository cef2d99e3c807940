import { createShopI18n } from '@shop/market';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { SearchApiProvider } from './api';

/**
 * The mark of the shop's own query client (in its default query `meta`): a remote's module rendered by the shell
 * knows it is in the shop by it. The client is a shared singleton's, so the mark reaches every remote whatever
 * page contract (`@shop/page-context`) it was built with; a storefront app's own client has none. The shell's
 * client only: a widget's own providers (and this function) do not set it.
 */
export const SHELL_QUERY_MARK = 'shopShell';

/** Whether `client` is the shop shell's (see {@link SHELL_QUERY_MARK}). */
export function isShellQueryClient(client: QueryClient | undefined): boolean {
  return client?.getDefaultOptions().queries?.meta?.[SHELL_QUERY_MARK] === true;
}

export function createShopQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });
}

/**
 * Everything a widget needs when it runs outside the host shell: a remote's standalone page, or a storefront
 * team's page that mounts a widget. Inside the host, the host's providers are used instead.
 */
export function StandaloneProviders({ locale, apiBaseUrl = '/', children }: { locale: string; apiBaseUrl?: string; children: ReactNode }) {
  const [queryClient] = useState(createShopQueryClient);
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    let active = true;
    void createShopI18n(locale).then((instance) => {
      if (active) setI18n(instance);
    });
    return () => {
      active = false;
    };
  }, [locale]);
  if (!i18n) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SearchApiProvider baseUrl={apiBaseUrl}>
          <BrowserRouter>{children}</BrowserRouter>
        </SearchApiProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
