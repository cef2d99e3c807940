import type { Selection } from '@shop/api-client';
import { useShopTranslation } from '@shop/market';

export interface SelectedFiltersProps {
  selections: readonly Selection[];
  onRemove: (selection: Selection) => void;
  onResetAll: () => void;
}

/** The selected filter values as removable chips, with "Reset all filters". Renders nothing without selections. */
export function SelectedFilters({ selections, onRemove, onResetAll }: SelectedFiltersProps) {
  const { t } = useShopTranslation('search');
  if (selections.length === 0) return null;
  return (
    <div className="sk-chips">
      <ul className="sk-chips__list" aria-label={t('filters.selected')}>
        {selections.map((selection) => (
          <li key={`${selection.code}=${selection.value}`}>
            <button
              type="button"
              className="sk-chip"
              data-focus-key={`chip:${selection.code}=${selection.value}`}
              aria-label={t('filters.remove', { label: selection.label })}
              onClick={() => onRemove(selection)}
            >
              <span>{selection.label}</span>
              <span className="sk-chip__x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="sk-link-button sk-js-only" data-focus-key="reset-all-chips" onClick={onResetAll}>
        {t('filters.resetAll')}
      </button>
    </div>
  );
}
