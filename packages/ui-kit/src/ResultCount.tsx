import { useShopTranslation } from '@shop/market';

import { formatCount } from './counts';

export interface ResultCountProps {
  /** Number of products found. */
  count: number;
}

/** "N products", announced politely when it changes. */
export function ResultCount({ count }: ResultCountProps) {
  const { t, i18n } = useShopTranslation('search');
  return (
    <p className="sk-result-count" data-testid="result-count" aria-live="polite">
      {t('resultCount', { count, replace: { count: formatCount(count, i18n.language) } })}
    </p>
  );
}
