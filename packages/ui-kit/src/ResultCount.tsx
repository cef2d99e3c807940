import { useTranslation } from 'react-i18next';

export interface ResultCountProps {
  /** Number of products found. */
  count: number;
}

/** "N products", announced politely when it changes. */
export function ResultCount({ count }: ResultCountProps) {
  const { t } = useTranslation('search');
  return (
    <p className="sk-result-count" data-testid="result-count" aria-live="polite">
      {t('resultCount', { count })}
    </p>
  );
}
