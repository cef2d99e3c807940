import * as React from 'react';
import { pageEndpoint, useUrlState, type PageProps, type RemoteModules } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import { useMemo } from 'react';
import { useShopTranslation } from '@shop/market';
import { CATALOGUE_NAMESPACES, CatalogueListing, prettify } from '../CatalogueListing';

registerReactInstance(React, 'category');

/** Brand page and brand category page (`/q/brand/…`, `/q/brand-ca/…`). */
function BrandPageView({ locale, params }: PageProps) {
  const { t } = useShopTranslation(CATALOGUE_NAMESPACES);
  const { brandName, brandId } = params;
  const urlState = useUrlState();
  const endpoint = useMemo(() => pageEndpoint('category/BrandPage', params, urlState), [params, urlState]);
  if (!endpoint) return null;
  return <CatalogueListing endpoint={endpoint} locale={locale} title={(fromResult) => t('brandProducts', { brand: fromResult ?? prettify(brandName ?? brandId) })} />;
}

const BrandPage: RemoteModules['category/BrandPage']['default'] = BrandPageView;
export default BrandPage;

/** The ui-kit CSS these pages were built with: the host's server writes it in their head. */
export { loadOwnUiKitCss as uiKitCss } from '@shop/listing';
