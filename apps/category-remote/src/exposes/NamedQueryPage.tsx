import * as React from 'react';
import { pageEndpoint, useUrlState, type PageProps, type RemoteModules } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import { useMemo } from 'react';
import { CatalogueListing, prettify } from '../CatalogueListing';

registerReactInstance(React, 'category');

/** A named query (campaign) page: `/q/query/{queryId}`. */
function NamedQueryPageView({ locale, params }: PageProps) {
  const urlState = useUrlState();
  const endpoint = useMemo(() => pageEndpoint('category/NamedQueryPage', params, urlState), [params, urlState]);
  if (!endpoint) return null;
  return <CatalogueListing endpoint={endpoint} locale={locale} title={(fromResult) => fromResult ?? prettify(params.queryId)} />;
}

const NamedQueryPage: RemoteModules['category/NamedQueryPage']['default'] = NamedQueryPageView;
export default NamedQueryPage;

/** The ui-kit CSS these pages were built with: the host's server writes it in their head. */
export { loadOwnUiKitCss as uiKitCss } from '@shop/listing';
