import { StandaloneProviders } from '@shop/listing';
import { DEFAULT_LOCALE, parseLocaleValue } from '@shop/market';
import { uiKitCss } from '@shop/ui-kit';
import { createRoot } from 'react-dom/client';
import EvaluationTool from './exposes/EvaluationTool';

/** The remote on its own (`#locale=pl_PL`): the evaluation tool against the API. */
const style = document.createElement('style');
style.textContent = uiKitCss;
document.head.appendChild(style);
const locale = parseLocaleValue(new URLSearchParams(window.location.hash.slice(1)).get('locale')) ?? DEFAULT_LOCALE;
createRoot(document.getElementById('root')!).render(
  <StandaloneProviders locale={locale}>
    <main style={{ maxWidth: 1280, margin: '0 auto', padding: 16 }}>
      <EvaluationTool locale={locale} params={{}} />
    </main>
  </StandaloneProviders>,
);
