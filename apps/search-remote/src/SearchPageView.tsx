import { LastSeen, ListingResults, useListing, useSearchApi, useUrlState, type PageProps } from '@shop/listing';
import { marketForLocale, sisterMarketplaceSearchUrl } from '@shop/market';
import { StatusMessage } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SuggestionBoxWidget } from './SuggestionBoxWidget';

const SEARCH = { type: 'search' } as const;

/** SPEC §4: with no results (or a semantic-only search without keyword hits) the nrp message is loaded. */
function NoResults({ locale, q }: { locale: string; q: string }) {
  const { t } = useTranslation('search');
  const api = useSearchApi();
  const message = useQuery({
    queryKey: ['message', 'nrp', locale],
    queryFn: ({ signal }) => api.message('nrp', locale, { signal }),
    staleTime: 30 * 60_000,
  });
  const text = message.data?.kind === 'ok' ? message.data.data.value : null;
  const market = marketForLocale(locale);
  const sister = market && q ? sisterMarketplaceSearchUrl(market, q) : null;
  return (
    <StatusMessage tone="info" title={q ? t('noResults.title', { q }) : t('noResults.similar')}>
      <p>{text ?? t('noResults.hint')}</p>
      {sister && market?.sisterMarketplace ? (
        <p>
          <a href={sister}>{t('sisterMarketplace', { q, marketplace: market.sisterMarketplace.name })}</a>
        </p>
      ) : null}
    </StatusMessage>
  );
}

export function SearchPageView({ locale, params, routeLocale }: PageProps) {
  const { t } = useTranslation('search');
  const urlState = useUrlState();
  const view = useListing(SEARCH, locale);
  const q = urlState.q ?? (params.seoText ? params.seoText.replace(/[-_]+/g, ' ') : '');
  const header = (
    <header className="sk-page-header">
      <h1 className="sk-page-title">{q ? t('heading.query', { q }) : t('heading.all')}</h1>
    </header>
  );
  return (
    <div className="sk-search-page">
      <div className="sk-search-page__field">
        <SuggestionBoxWidget locale={locale} {...(routeLocale ? { routeLocale } : {})} />
      </div>
      {q ? null : <LastSeen locale={locale} />}
      <ListingResults view={view} locale={locale} header={header} emptyContent={<NoResults locale={locale} q={q} />} />
    </div>
  );
}
