import type { SearchEndpoint } from '@shop/api-client';
import { ListingResults, pageEndpoint, useListing, useUrlState, type PageProps } from '@shop/listing';
import { StatusMessage } from '@shop/ui-kit';
import { useMemo, type ReactNode } from 'react';
import { useShopTranslation } from '@shop/market';

function CqeResults({ endpoint, locale, header }: { endpoint: SearchEndpoint; locale: string; header: ReactNode }) {
  const view = useListing(endpoint, locale);
  return <ListingResults view={view} locale={locale} header={header} />;
}

/** Custom query embeddings: the named query id comes from the route (`/c/…/s{id}`) or the cqeName parameter. */
export function CqeViewPage({ locale, params }: PageProps) {
  const { t } = useShopTranslation('evaluation');
  const urlState = useUrlState();
  const endpoint = useMemo(() => pageEndpoint('evaluation/CqeView', params, urlState), [params, urlState]);
  const id = endpoint?.type === 'cqe' ? endpoint.id : '';
  const header = (
    <header className="sk-page-header">
      <h1 className="sk-page-title">{t('cqe.title')}</h1>
      {id ? (
        <p className="sk-muted">
          {t('cqe.name')}: {params.seoText ? params.seoText.replace(/[-_]+/g, ' ') : id}
        </p>
      ) : null}
    </header>
  );
  if (!endpoint) {
    return (
      <>
        {header}
        <StatusMessage tone="info" title={t('cqe.name')}>
          <form method="get" className="ev-form">
            <label htmlFor="cqe-name">{t('cqe.name')}</label>
            <input id="cqe-name" name="cqeName" required />
            <button className="button" type="submit">
              {t('compare.query')}
            </button>
          </form>
        </StatusMessage>
      </>
    );
  }
  return <CqeResults endpoint={endpoint} locale={locale} header={header} />;
}
