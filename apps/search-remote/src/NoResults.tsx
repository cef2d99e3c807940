import { noResultsMessageKey, useShopMessage } from '@shop/listing';
import { useShopTranslation } from '@shop/market';
import { StatusMessage } from '@shop/ui-kit';
import { SisterMarketplaceLine } from './SisterMarketplaceLine';

const SEARCH = { type: 'search' } as const;

/** SPEC §4: with no results (or a semantic-only search without keyword hits) the nrp message is loaded. */
export function NoResults({ locale, q }: { locale: string; q: string }) {
  const { t } = useShopTranslation('search');
  const text = useShopMessage(noResultsMessageKey(SEARCH), locale);
  return (
    <StatusMessage tone="info" title={q ? t('noResults.title', { q }) : t('noResults.similar')}>
      <p>{text ?? t('noResults.hint')}</p>
      <SisterMarketplaceLine locale={locale} q={q} />
    </StatusMessage>
  );
}

