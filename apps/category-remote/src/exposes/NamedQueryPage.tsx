import * as React from 'react';
import type { PageProps, RemoteModules } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import { useMemo } from 'react';
import { CatalogueListing, prettify } from '../CatalogueListing';

registerReactInstance(React, 'category');

/** A named query (campaign) page: `/q/query/{queryId}`. */
function NamedQueryPageView({ locale, params }: PageProps) {
  const queryId = params.queryId ?? '';
  const endpoint = useMemo(() => ({ type: 'query' as const, queryId }), [queryId]);
  return <CatalogueListing endpoint={endpoint} locale={locale} title={(fromResult) => fromResult ?? prettify(queryId)} />;
}

const NamedQueryPage: RemoteModules['category/NamedQueryPage']['default'] = NamedQueryPageView;
export default NamedQueryPage;
