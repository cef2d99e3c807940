import type { RemoteModules } from '@shop/listing';
import { SuggestionBoxWidget } from '../SuggestionBoxWidget';

const SuggestionBox: RemoteModules['search/SuggestionBox']['default'] = SuggestionBoxWidget;
export default SuggestionBox;
