import { StandaloneProviders, type MountOptions, type RemoteModules } from '@shop/listing';
import { uiKitCss } from '@shop/ui-kit';
import { createRoot } from 'react-dom/client';
import { SearchPageView } from '../SearchPageView';
import { SuggestionBoxWidget } from '../SuggestionBoxWidget';

function ensureCss(): void {
  if (document.getElementById('shop-ui-kit-css')) return;
  const style = document.createElement('style');
  style.id = 'shop-ui-kit-css';
  style.textContent = uiKitCss;
  document.head.appendChild(style);
}

/**
 * Mounts a widget into a storefront team's page, with its own providers. Returns the unmount function.
 * `mount(el, { widget: 'SuggestionBox', locale: 'de_DE' })`
 */
export const mount: RemoteModules['search/mount']['mount'] = (element: Element, { widget, locale, apiBaseUrl }: MountOptions) => {
  ensureCss();
  const root = createRoot(element);
  root.render(
    <StandaloneProviders locale={locale} {...(apiBaseUrl ? { apiBaseUrl } : {})}>
      {widget === 'SuggestionBox' ? <SuggestionBoxWidget locale={locale} /> : <SearchPageView locale={locale} params={{}} />}
    </StandaloneProviders>,
  );
  return () => root.unmount();
};
