import { createShopI18n } from '@shop/market';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { SearchApiProvider } from './api';

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
