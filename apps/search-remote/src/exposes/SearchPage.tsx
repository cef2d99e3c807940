import * as React from 'react';
import type { RemoteModules } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import { SearchPageView } from '../SearchPageView';

registerReactInstance(React, 'search');

const SearchPage: RemoteModules['search/SearchPage']['default'] = SearchPageView;
export default SearchPage;
