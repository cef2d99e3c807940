import type { Selection } from '@shop/api-client';
import { useShopTranslation } from '@shop/market';

export interface SelectedFiltersProps {
  selections: readonly Selection[];
  onRemove: (selection: Selection) => void;
  onResetAll: () => void;
  /**
   * The page's address without `selection` (and `resetAllHref` without any): given, a browser without
   * JavaScript gets each chip and "Reset all filters" as links to them (`.sk-nojs-only`), in place of the
   * buttons only the page's code can work.
   */
  hrefFor?: (selection: Selection) => string;
  resetAllHref?: string;
}

/** The selected filter values as removable chips, with "Reset all filters". Renders nothing without selections. */
export function SelectedFilters({ selections, onRemove, onResetAll, hrefFor, resetAllHref }: SelectedFiltersProps) {
  const { t } = useShopTranslation('search');
  if (selections.length === 0) return null;
  return (
    <div className="sk-chips">
      <ul className="sk-chips__list" aria-label={t('filters.selected')}>
        {selections.map((selection) => (
          <li key={`${selection.code}=${selection.value}`}>
            <button
              type="button"
              className={hrefFor ? 'sk-chip sk-js-only' : 'sk-chip'}
              data-focus-key={`chip:${selection.code}=${selection.value}`}
              aria-label={t('filters.remove', { label: selection.label })}
              onClick={() => onRemove(selection)}
            >
              <span>{selection.label}</span>
              <span className="sk-chip__x" aria-hidden="true">
                ×
              </span>
            </button>
            {hrefFor ? (
              <a className="sk-chip sk-nojs-only" href={hrefFor(selection)} aria-label={t('filters.remove', { label: selection.label })}>
                <span>{selection.label}</span>
                <span className="sk-chip__x" aria-hidden="true">
                  ×
                </span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <button type="button" className={resetAllHref === undefined ? 'sk-link-button' : 'sk-link-button sk-js-only'} data-focus-key="reset-all-chips" onClick={onResetAll}>
        {t('filters.resetAll')}
      </button>
      {resetAllHref === undefined ? null : (
        <a className="sk-link-button sk-nojs-only" href={resetAllHref}>
          {t('filters.resetAll')}
        </a>
      )}
    </div>
  );
}
