import type { RemoteModules } from '@shop/listing';
import { withOwnProviders } from '../embed/withOwnProviders';
import { SearchGridWidget } from '../SearchGridWidget';

const SearchGrid: RemoteModules['search/SearchGrid']['default'] = withOwnProviders(SearchGridWidget, { widget: 'Results' });
export default SearchGrid;
