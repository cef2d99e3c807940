import type { Sort } from '@shop/api-client';
import { useId } from 'react';
import { useShopTranslation } from '@shop/market';
import { useKeyboardSafeSelect } from './keyboardSafeSelect';

export interface SortSelectProps {
  sorts: readonly Sort[];
  /** Code of the current sort. */
  value: string;
  /** Called with the chosen sort's code. */
  onChange: (code: string) => void;
  /**
   * Id of the page's filter form (`FilterForm`): the select is its `sort` field, so a browser without
   * JavaScript sorts with the form's submit button.
   */
  form?: string;
}

/**
 * The "Sort by" select. Renders nothing when the result offers no sorts. A pick with the mouse or the phone's
 * picker sorts at once; stepping through the options with the arrow keys only sorts on Enter or when focus
 * leaves the select, so a keyboard user does not start a search per key press.
 */
export function SortSelect({ sorts, value, onChange, form }: SortSelectProps) {
  const { t } = useShopTranslation('search');
  const id = useId();
  const select = useKeyboardSafeSelect(value, onChange);
  if (sorts.length === 0) return null;
  return (
    <div className="sk-sort">
      <label className="sk-sort__label" htmlFor={id}>
        {t('sort.label')}
      </label>
      <select
        id={id}
        className="sk-select"
        data-focus-key="sort"
        {...(form ? { name: 'sort', form } : {})}
        {...select}
      >
        {sorts.map((sort) => (
          <option key={sort.code} value={sort.code}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}
