import * as React from 'react';
import type { SearchEndpoint } from '@shop/api-client';
import type { PageProps, RemoteModules } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueListing, prettify } from '../CatalogueListing';

registerReactInstance(React, 'category');

/** Brand page and brand category page (`/q/brand/…`, `/q/brand-ca/…`). */
function BrandPageView({ locale, params }: PageProps) {
  const { t } = useTranslation('category');
  const { brandName, brandId } = params;
  const endpoint = useMemo<SearchEndpoint>(
    () => (brandName ? { type: 'brand', brandName, ...(brandId ? { brandId } : {}) } : { type: 'brand', brandId: brandId ?? '' }),
    [brandName, brandId],
  );
  return <CatalogueListing endpoint={endpoint} locale={locale} title={(fromResult) => t('brandProducts', { brand: fromResult ?? prettify(brandName ?? brandId) })} />;
}

const BrandPage: RemoteModules['category/BrandPage']['default'] = BrandPageView;
export default BrandPage;
