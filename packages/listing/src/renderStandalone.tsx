import { DEFAULT_LOCALE, langTag, parseLocaleValue } from '@shop/market';
import { uiKitCss } from '@shop/ui-kit';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneProviders } from './StandaloneProviders';

/**
 * A remote on its own (its dev and preview page): its widgets against the API, so a team can develop and
 * deploy it alone. Settings come from the hash (`#locale=pl_PL&…`): the query string is the listing's state.
 */
export function renderStandalone(render: (locale: string, settings: URLSearchParams) => ReactNode): void {
  const style = document.createElement('style');
  style.textContent = uiKitCss;
  document.head.appendChild(style);
  const settings = new URLSearchParams(window.location.hash.slice(1));
  const locale = parseLocaleValue(settings.get('locale')) ?? DEFAULT_LOCALE;
  document.documentElement.lang = langTag(locale);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StandaloneProviders locale={locale}>
      <main style={{ maxWidth: 1280, margin: '0 auto', padding: 16 }}>{render(locale, settings)}</main>
    </StandaloneProviders>,
  );
}
