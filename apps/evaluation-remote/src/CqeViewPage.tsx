import { boundedTerm, MAX_TERM_LENGTH, type SearchEndpoint } from '@shop/api-client';
import { ListingResults, pageEndpoint, useListing, useUrlState, type PageProps } from '@shop/listing';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useShopTranslation } from '@shop/market';

function CqeResults({ endpoint, locale, header }: { endpoint: SearchEndpoint; locale: string; header: ReactNode }) {
  const view = useListing(endpoint, locale);
  return <ListingResults view={view} locale={locale} header={header} />;
}

/**
 * Asks for a query's name: `?cqeName=` on this address (its locale kept). A plain GET form before the page is
 * live, the router's navigation after.
 */
function CqeNameForm() {
  const { t } = useShopTranslation(['evaluation', 'uiKit']);
  const navigate = useNavigate();
  const inputId = useId();
  const [name, setName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = name.trim();
    if (value) navigate({ search: `?cqeName=${encodeURIComponent(value).replace(/%20/g, '+')}` });
  };
  return (
    <form method="get" className="ev-form" role="search" aria-label={t('evaluation:cqe.title')} onSubmit={submit}>
      <label htmlFor={inputId}>{t('evaluation:cqe.name')}</label>
      <input id={inputId} name="cqeName" required maxLength={MAX_TERM_LENGTH} value={name} onChange={(e) => setName(e.target.value)} />
      <button className="button" type="submit">
        {t('uiKit:searchField.submit')}
      </button>
    </form>
  );
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
          {/* As long as a search term at most: the address may be far longer than a line. */}
          {t('cqe.name')}: {boundedTerm(params.seoText ? params.seoText.replace(/[-_]+/g, ' ') : id)}
        </p>
      ) : null}
    </header>
  );
  if (!endpoint) {
    return (
      <>
        {header}
        <CqeNameForm />
      </>
    );
  }
  return <CqeResults endpoint={endpoint} locale={locale} header={header} />;
}
