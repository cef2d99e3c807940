import { renderStandalone } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import * as React from 'react';
import { SearchPageView } from './SearchPageView';

registerReactInstance(React, 'search-standalone');
renderStandalone((locale) => <SearchPageView locale={locale} params={{}} />);
