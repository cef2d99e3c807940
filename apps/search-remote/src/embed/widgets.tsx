import type { EmbedWidget } from '@shop/contracts';
import { FilterPanelWidget } from '../FilterPanelWidget';
import { SearchGridWidget } from '../SearchGridWidget';
import { SearchPageView } from '../SearchPageView';
import { SuggestionBoxWidget } from '../SuggestionBoxWidget';

const NO_PARAMS = {};

/** The widget of each name, as the elements and `mount()` render it. */
export function EmbeddedWidget({ widget, locale }: { widget: EmbedWidget; locale: string }) {
  switch (widget) {
    case 'SearchBox':
      return <SuggestionBoxWidget locale={locale} />;
    case 'Filters':
      return <FilterPanelWidget locale={locale} params={NO_PARAMS} />;
    case 'Results':
      return <SearchGridWidget locale={locale} params={NO_PARAMS} />;
    default:
      // On a storefront's page, whose own h1 is above it: its heading is an h2.
      return <SearchPageView locale={locale} params={NO_PARAMS} view="widget" />;
  }
}
