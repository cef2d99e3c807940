import { noResultsMessageKey, useShopMessage, useUrlState } from '@shop/listing';
import { useShopTranslation } from '@shop/market';
import { StatusMessage } from '@shop/ui-kit';
import { SisterMarketplaceLine } from './SisterMarketplaceLine';

const SEARCH = { type: 'search' } as const;

/**
 * SPEC §4: with no results (or a semantic-only search without keyword hits) the nrp message is loaded. A
 * search without a term (a link of filters alone) has no term to name, nor to spell better: it says that no
 * product matches the selection and, when filters made it so, that removing one shows more.
 */
export function NoResults({ locale, q }: { locale: string; q: string }) {
  const { t } = useShopTranslation('search');
  const text = useShopMessage(noResultsMessageKey(SEARCH), locale);
  const filtered = Object.keys(useUrlState().filters).length > 0;
  const hint = q ? t('noResults.hint') : filtered ? t('noResults.hintFiltered') : null;
  const body = text ?? hint;
  return (
    <StatusMessage tone="info" title={q ? t('noResults.title', { q }) : t('noResults.none')}>
      {body ? <p>{body}</p> : null}
      <SisterMarketplaceLine locale={locale} q={q} />
    </StatusMessage>
  );
}
