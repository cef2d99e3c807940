import { useId } from 'react';
import { useShopTranslation } from '@shop/market';

import { formatCount } from './counts';

export interface LoadMoreProps {
  /** Products shown so far. */
  shown: number;
  /** Products found. */
  total: number;
  /** The next block is being fetched: the button is disabled and busy. */
  loading: boolean;
  onLoadMore: () => void;
}

/** Progress ("You have seen 48 of 120 products") and the load-more button; nothing once all are shown. */
export function LoadMore({ shown, total, loading, onLoadMore }: LoadMoreProps) {
  const { t, i18n } = useShopTranslation('search');
  const progressId = useId();
  if (shown >= total) return null;
  return (
    <div className="sk-load-more">
      <p className="sk-load-more__text" id={progressId}>
        {/* The noun agrees with the total (Lithuanian "iš 21 produkto", "iš 22 produktų"): its plural form. */}
        {t('loadMore.progress', { count: total, replace: { shown: formatCount(shown, i18n.language), total: formatCount(total, i18n.language) } })}
      </p>
      <progress className="sk-load-more__bar" value={shown} max={total} aria-labelledby={progressId} />
      <button
        type="button"
        className="button button--secondary sk-load-more__button sk-js-only"
        data-testid="load-more"
        // aria-disabled rather than disabled: a disabled button drops keyboard focus to <body> mid-load.
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        onClick={() => {
          if (!loading) onLoadMore();
        }}
      >
        {t('loadMore.button')}
      </button>
    </div>
  );
}
