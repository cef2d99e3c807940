import type { RemoteModules } from '@shop/listing';
import { withOwnProviders } from '../embed/withOwnProviders';
import { SuggestionBoxWidget } from '../SuggestionBoxWidget';

const SuggestionBox: RemoteModules['search/SuggestionBox']['default'] = withOwnProviders(SuggestionBoxWidget, { widget: 'SearchBox' });
export default SuggestionBox;
