import * as React from 'react';
import type { PageProps, RemoteModules } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import { useMemo } from 'react';
import { CatalogueListing, prettify } from '../CatalogueListing';

registerReactInstance(React, 'category');

function CategoryPageView({ locale, params }: PageProps) {
  const categoryId = params.categoryId ?? '';
  const categoryName = params.categoryName ?? '';
  const endpoint = useMemo(() => ({ type: 'category' as const, categoryId, categoryName }), [categoryId, categoryName]);
  return <CatalogueListing endpoint={endpoint} locale={locale} title={(fromResult) => fromResult ?? prettify(categoryName || categoryId)} />;
}

const CategoryPage: RemoteModules['category/CategoryPage']['default'] = CategoryPageView;
export default CategoryPage;
