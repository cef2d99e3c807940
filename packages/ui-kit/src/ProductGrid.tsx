import type { DisplayItem } from '@shop/api-client';
import { useEffect, useRef, type ReactNode } from 'react';

import { layOutWhenIdle } from './layOutWhenIdle';
import { ProductTile } from './ProductTile';

export interface ProductGridProps {
  items: readonly DisplayItem[];
  locale: string;
  onNavigate?: (href: string) => void;
  /** Marks the grid `aria-busy` while new results are on their way. Defaults to `false`. */
  busy?: boolean;
  /**
   * Content across a whole row after the item at `after` (1-based), e.g. an in-grid sponsored banner. Left out
   * when the grid has fewer items. Defaults to none.
   */
  rowInsert?: { after: number; content: ReactNode };
  /** The tiles' heading level: one below the results heading (3 where that is an h2). Defaults to 2. */
  tileHeadingLevel?: 2 | 3;
}

/** Keys that stay put when items are inserted (load more, sponsored products); repeated codes get a suffix. */
function itemKeys(items: readonly DisplayItem[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const code = item.code || item.gridbox.productId;
    const count = seen.get(code) ?? 0;
    seen.set(code, count + 1);
    return count === 0 ? code : `${code}#${count}`;
  });
}

/** Product tiles in a list: 2 columns on phones, 3 from 960 px, 4 from 1280 px. */
export function ProductGrid({ items, locale, onNavigate, busy = false, rowInsert, tileHeadingLevel = 2 }: ProductGridProps) {
  const keys = itemKeys(items);
  const list = useRef<HTMLUListElement>(null);
  // Tiles the browser skips while off screen get their real size once the page is idle (layOutWhenIdle.ts).
  useEffect(() => (list.current ? layOutWhenIdle(list.current, '.sk-grid__item') : undefined), [items]);
  return (
    // role="list" because Safari drops list semantics from lists styled without bullets.
    <ul ref={list} className="sk-grid" role="list" aria-busy={busy ? true : undefined}>
      {items.map((item, index) => [
        <li className="sk-grid__item" key={keys[index]}>
          <ProductTile item={item} locale={locale} position={index + 1} onNavigate={onNavigate} headingLevel={tileHeadingLevel} />
        </li>,
        rowInsert && rowInsert.after === index + 1 && items.length > rowInsert.after ? (
          <li className="sk-grid__row" key="row-insert">
            {rowInsert.content}
          </li>
        ) : null,
      ])}
    </ul>
  );
}
