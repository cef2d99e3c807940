import { renderStandalone, type PageProps } from '@shop/listing';
import { useLocation } from 'react-router';
import CqeView from './exposes/CqeView';
import EvaluationTool from './exposes/EvaluationTool';

/**
 * The view the tool's own links and its query form lead to, read from the address as the shop reads it
 * (`/evaluation`, `/evaluation/instructions`, `/evaluation/suggestions`, `/evaluation/{locale}/{first}/{second}`),
 * so the tool is used on its own as in the shop. The page is served at `/` only: a deeper address is reached in
 * the page, not loaded.
 */
function viewOf(pathname: string): Pick<PageProps, 'view' | 'params'> {
  const [first, second, third, fourth] = pathname.split('/').filter(Boolean);
  if (first !== 'evaluation') return { view: 'evaluation', params: {} };
  if (second === 'instructions') return { view: 'evaluationInstructions', params: {} };
  if (second === 'suggestions') return { view: 'evaluationSuggestions', params: {} };
  if (second && third !== undefined && fourth !== undefined && /^\d{1,3}$/.test(third) && /^\d{1,3}$/.test(fourth)) {
    return { view: 'evaluationCompare', params: { firstIndex: third, secondIndex: fourth } };
  }
  return { view: 'evaluation', params: {} };
}

function StandaloneTool({ locale }: { locale: string }) {
  const { pathname } = useLocation();
  return <EvaluationTool locale={locale} {...viewOf(pathname)} />;
}

/** `#view=cqe` shows the custom query embeddings view (its name form), anything else the evaluation tool. */
renderStandalone((locale, settings) => (settings.get('view') === 'cqe' ? <CqeView locale={locale} params={{}} /> : <StandaloneTool locale={locale} />));
