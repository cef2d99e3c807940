import { StandaloneProviders } from '@shop/listing';
import { DEFAULT_LOCALE, parseLocaleValue } from '@shop/market';
import { registerReactInstance, uiKitCss } from '@shop/ui-kit';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { SearchPageView } from './SearchPageView';

/** The remote on its own: its search page against the API, so the team can develop and deploy it alone. */
registerReactInstance(React, 'search-standalone');
const style = document.createElement('style');
style.textContent = uiKitCss;
document.head.appendChild(style);
// Settings go in the hash (`#locale=pl_PL`): the query string is the listing's own state.
const locale = parseLocaleValue(new URLSearchParams(window.location.hash.slice(1)).get('locale')) ?? DEFAULT_LOCALE;
createRoot(document.getElementById('root')!).render(
  <StandaloneProviders locale={locale}>
    <main style={{ maxWidth: 1280, margin: '0 auto', padding: 16 }}>
      <SearchPageView locale={locale} params={{}} />
    </main>
  </StandaloneProviders>,
);
