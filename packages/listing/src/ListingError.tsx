import { useShopTranslation } from '@shop/market';
import { StatusMessage } from '@shop/ui-kit';

export interface ListingErrorProps {
  /** The failed answer's status (SPEC §7: a 4xx kept, anything else 500); none for an empty result. */
  httpStatus?: number;
  /** Asks again; offered when another attempt may help (not for a page that is not there). */
  retry?: () => void;
  /** An attempt is running. */
  retrying?: boolean;
}

/**
 * SPEC §8: a search error or an empty result shows the nrp/ncp message (the page's, above this) plus the error
 * text, with a retry where one may help. The shop's listing and a storefront's `<shop-results>` both show it.
 */
export function ListingError({ httpStatus, retry, retrying = false }: ListingErrorProps) {
  const { t } = useShopTranslation('search');
  return (
    <div className="sk-listing__error" data-testid="listing-error" {...(httpStatus ? { 'data-status': httpStatus } : {})}>
      <StatusMessage
        tone={httpStatus ? 'error' : 'info'}
        title={t('error.headline')}
        headingLevel={3}
        {...(retry
          ? {
              action: (
                <button type="button" className="button" data-testid="listing-retry" onClick={retry} disabled={retrying} aria-busy={retrying}>
                  {t('error.retry')}
                </button>
              ),
            }
          : {})}
      >
        <p>{t('error.hint')}</p>
      </StatusMessage>
    </div>
  );
}
