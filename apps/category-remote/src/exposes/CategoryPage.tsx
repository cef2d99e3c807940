import * as React from 'react';
import { pageEndpoint, useUrlState, type PageProps, type RemoteModules } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import { useMemo } from 'react';
import { CatalogueListing, prettify } from '../CatalogueListing';

registerReactInstance(React, 'category');

function CategoryPageView({ locale, params }: PageProps) {
  const urlState = useUrlState();
  const endpoint = useMemo(() => pageEndpoint('category/CategoryPage', params, urlState), [params, urlState]);
  if (!endpoint) return null;
  return <CatalogueListing endpoint={endpoint} locale={locale} title={(fromResult) => fromResult ?? prettify(params.categoryName || params.categoryId)} />;
}

const CategoryPage: RemoteModules['category/CategoryPage']['default'] = CategoryPageView;
export default CategoryPage;
