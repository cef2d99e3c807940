import { ListingResults, useListing, useUrlState, type PageProps } from '@shop/listing';
import { StatusMessage } from '@shop/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Custom query embeddings: the named query id comes from the route (`/c/…/s{id}`) or the cqeName parameter. */
export function CqeViewPage({ locale, params }: PageProps) {
  const { t } = useTranslation('evaluation');
  const urlState = useUrlState();
  const id = params.id ?? urlState.cqeName ?? '';
  const endpoint = useMemo(() => ({ type: 'cqe' as const, id }), [id]);
  const view = useListing(endpoint, locale);
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
  if (!id) {
    return (
      <>
        {header}
        <StatusMessage tone="info" title={t('cqe.name')}>
          <form method="get">
            <label htmlFor="cqe-name">{t('cqe.name')}</label> <input id="cqe-name" name="cqeName" />{' '}
            <button className="button" type="submit">
              OK
            </button>
          </form>
        </StatusMessage>
      </>
    );
  }
  return <ListingResults view={view} locale={locale} header={header} />;
}
