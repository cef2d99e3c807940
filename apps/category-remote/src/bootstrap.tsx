import { StandaloneProviders } from '@shop/listing';
import { DEFAULT_LOCALE, parseLocaleValue } from '@shop/market';
import { uiKitCss } from '@shop/ui-kit';
import { createRoot } from 'react-dom/client';
import CategoryPage from './exposes/CategoryPage';
import NamedQueryPage from './exposes/NamedQueryPage';

/**
 * The remote on its own: `category=c1&name=…` renders that category (in the hash: `#category=c1&locale=pl_PL`), `#query=summer-sale` a campaign,
 * against the API, so the team can develop and deploy it alone.
 */
const style = document.createElement('style');
style.textContent = uiKitCss;
document.head.appendChild(style);
// Settings go in the hash: the query string is the listing's own state.
const params = new URLSearchParams(window.location.hash.slice(1));
const locale = parseLocaleValue(params.get('locale')) ?? DEFAULT_LOCALE;
const queryId = params.get('query');
createRoot(document.getElementById('root')!).render(
  <StandaloneProviders locale={locale}>
    <main style={{ maxWidth: 1280, margin: '0 auto', padding: 16 }}>
      {queryId ? (
        <NamedQueryPage locale={locale} params={{ queryId }} />
      ) : (
        <CategoryPage locale={locale} params={{ categoryId: params.get('category') ?? 'c1', categoryName: params.get('name') ?? '' }} />
      )}
    </main>
  </StandaloneProviders>,
);
