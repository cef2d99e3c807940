import { renderStandalone } from '@shop/listing';
import CategoryPage from './exposes/CategoryPage';
import NamedQueryPage from './exposes/NamedQueryPage';

/** `#category=c1&name=…` renders that category, `#query=summer-sale` a campaign (plus `&locale=pl_PL`). */
renderStandalone((locale, settings) => {
  const queryId = settings.get('query');
  return queryId ? (
    <NamedQueryPage locale={locale} params={{ queryId }} />
  ) : (
    <CategoryPage locale={locale} params={{ categoryId: settings.get('category') ?? 'c1', categoryName: settings.get('name') ?? '' }} />
  );
});
