import { renderStandalone } from '@shop/listing';
import EvaluationTool from './exposes/EvaluationTool';

renderStandalone((locale) => <EvaluationTool locale={locale} params={{}} />);
