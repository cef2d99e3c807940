import type { RemoteModules } from '@shop/listing';
import { withOwnProviders } from '../embed/withOwnProviders';
import { FilterPanelWidget } from '../FilterPanelWidget';

const FilterPanel: RemoteModules['search/FilterPanel']['default'] = withOwnProviders(FilterPanelWidget, { widget: 'Filters' });
export default FilterPanel;
