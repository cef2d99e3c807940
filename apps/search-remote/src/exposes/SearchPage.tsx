import * as React from 'react';
import type { RemoteModules } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import { withOwnProviders } from '../embed/withOwnProviders';
import { SearchPageView } from '../SearchPageView';

registerReactInstance(React, 'search');

const SearchPage: RemoteModules['search/SearchPage']['default'] = withOwnProviders(SearchPageView, { widget: 'SearchPage' });
export default SearchPage;

/** The ui-kit CSS these pages were built with: the host's server writes it in their head. */
export { loadOwnUiKitCss as uiKitCss } from '@shop/listing';
