import * as React from 'react';
import { categoryContentPath, pageEndpoint, useFragment, useUrlState, type PageProps, type RemoteModules } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import { useMemo } from 'react';
import { CatalogueListing, prettify } from '../CatalogueListing';

registerReactInstance(React, 'category');

function CategoryPageView({ locale, params, routeLocale }: PageProps) {
  const urlState = useUrlState();
  const content = useFragment(categoryContentPath(params.categoryId ?? '', locale, routeLocale));
  const endpoint = useMemo(() => pageEndpoint('category/CategoryPage', params, urlState), [params, urlState]);
  if (!endpoint) return null;
  return (
    <CatalogueListing
      endpoint={endpoint}
      locale={locale}
      title={(fromResult) => fromResult ?? prettify(params.categoryName || params.categoryId)}
      intro={content.texts}
      subcategories={content.contentLinks.filter((link) => link.href.startsWith('/h/'))}
      contentPending={content.pending}
    />
  );
}

const CategoryPage: RemoteModules['category/CategoryPage']['default'] = CategoryPageView;
export default CategoryPage;

/** The ui-kit CSS these pages were built with: the host's server writes it in their head. */
export { loadOwnUiKitCss as uiKitCss } from '@shop/listing';
