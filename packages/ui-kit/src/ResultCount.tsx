import { useShopTranslation } from '@shop/market';

import { formatCount } from './counts';

export interface ResultCountProps {
  /** Number of products found. */
  count: number;
}

/**
 * "N products". Not a live region itself: the listing announces each result once through its own region.
 * Focusable by script (`tabIndex=-1`), so focus has a place to go when the control that was used is gone.
 */
export function ResultCount({ count }: ResultCountProps) {
  const { t, i18n } = useShopTranslation('search');
  return (
    <p className="sk-result-count" data-testid="result-count" tabIndex={-1}>
      {t('resultCount', { count, replace: { count: formatCount(count, i18n.language) } })}
    </p>
  );
}
