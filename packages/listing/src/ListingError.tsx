import { useShopTranslation } from '@shop/market';
import { StatusMessage } from '@shop/ui-kit';
import type { ReactNode } from 'react';
import { Bestsellers } from './Recommendations';

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
 * text, with a retry where one may help.
 */
function ListingError({ httpStatus, retry, retrying = false }: ListingErrorProps) {
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
                // aria-disabled, not disabled: a disabled button drops the focus it has to the page's body while it
                // asks; its key lets the listing give focus to the result count once the products came.
                <button
                  type="button"
                  className="button"
                  data-testid="listing-retry"
                  data-focus-key="listing-retry"
                  onClick={() => {
                    if (!retrying) retry();
                  }}
                  aria-disabled={retrying || undefined}
                  aria-busy={retrying || undefined}
                >
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

export interface ListingFallbackProps {
  locale: string;
  /** The page's nrp/ncp message (SPEC §4), if it has one. */
  message?: ReactNode;
  /** The failed answer (the listing's error view: its status, and a retry where one may help); none for an empty result. */
  failed?: ListingErrorProps;
}

/**
 * What a listing shows instead of products (SPEC §8): the page's no-results message, the error text, and the
 * bestsellers row the text points to. The shop's listing and a storefront's `<shop-results>` both show it.
 */
export function ListingFallback({ locale, message, failed }: ListingFallbackProps) {
  return (
    <>
      {message}
      <ListingError {...failed} />
      <Bestsellers locale={locale} />
    </>
  );
}
