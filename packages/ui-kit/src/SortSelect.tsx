import type { Sort } from '@shop/api-client';
import { useId } from 'react';
import { useShopTranslation } from '@shop/market';

export interface SortSelectProps {
  sorts: readonly Sort[];
  /** Code of the current sort. */
  value: string;
  /** Called with the chosen sort's code. */
  onChange: (code: string) => void;
}

/** The "Sort by" select. Renders nothing when the result offers no sorts. */
export function SortSelect({ sorts, value, onChange }: SortSelectProps) {
  const { t } = useShopTranslation('search');
  const id = useId();
  if (sorts.length === 0) return null;
  return (
    <div className="sk-sort">
      <label className="sk-sort__label" htmlFor={id}>
        {t('sort.label')}
      </label>
      <select id={id} className="sk-select" value={value} onChange={(event) => onChange(event.target.value)}>
        {sorts.map((sort) => (
          <option key={sort.code} value={sort.code}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}
