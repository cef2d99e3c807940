import type { DisplayItem } from '@shop/api-client';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

import { useSeenOnce } from './AdBanner';
import { useFirstRenderHydrated } from './hydration';
import { layOutWhenIdle } from './layOutWhenIdle';
import { ProductTile } from './ProductTile';

export interface ProductGridProps {
  items: readonly DisplayItem[];
  locale: string;
  onNavigate?: (href: string) => void;
  /** Marks the grid `aria-busy` while new results are on their way (it is while its own tiles are). Defaults to `false`. */
  busy?: boolean;
  /**
   * Content across a whole row after the item at `after` (1-based), e.g. an in-grid sponsored banner. Left out
   * when the grid has fewer items. Defaults to none.
   */
  rowInsert?: { after: number; content: ReactNode };
  /** The tiles' heading level: one below the results heading (3 where that is an h2). Defaults to 2. */
  tileHeadingLevel?: 2 | 3;
  /**
   * Renders every tile at once, e.g. while the page is about to focus a tile far down (the shopper's way back
   * to the product they opened). Defaults to `false`: see {@link TILES_AT_ONCE}.
   */
  allAtOnce?: boolean;
  /** Called once for each promoted (sponsored) item whose tile is half in sight: its ad impression (SPEC §7). */
  onPromotedSeen?: (item: DisplayItem) => void;
}

/**
 * New tiles the browser renders in the task that brings them (a new search, a filter, load more): more than
 * a phone's screen (2 columns) and two rows of a wide one (4 columns). The others follow at once in a
 * transition, which React renders in slices that yield to the page, and commits in one piece. At 4× CPU a
 * whole grid of 47 tiles made one task of 135-180 ms (the filters and the rest of the page with it); its
 * first tiles are painted sooner this way, and no tap waits for the tiles below the screen. A grid that
 * hydrates server markup has all its tiles from the start.
 */
export const TILES_AT_ONCE = 12;

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

/**
 * How many of the grid's tiles to render now: all when hydrating or asked to; else the tiles rendered before
 * that are still first, and {@link TILES_AT_ONCE} new ones; the rest in a transition right after.
 */
function useTilesShown(keys: readonly string[], allAtOnce: boolean): number {
  const hydrated = useFirstRenderHydrated();
  const [shown, setShown] = useState(() => ({ keys, count: hydrated || allAtOnce ? keys.length : TILES_AT_ONCE }));
  let { count } = shown;
  if (shown.keys.join() !== keys.join() || (allAtOnce && count < keys.length)) {
    let kept = 0;
    while (kept < count && shown.keys[kept] === keys[kept]) kept += 1;
    count = allAtOnce ? keys.length : kept + TILES_AT_ONCE;
    setShown({ keys, count });
  }
  // Every state the grid commits with tiles still to come asks for them (a state, not a count: a new list of as
  // many tiles rendered as many at once must ask again).
  useEffect(() => {
    if (shown.count < shown.keys.length) startTransition(() => setShown((current) => ({ keys: current.keys, count: current.keys.length })));
  }, [shown]);
  return Math.min(count, keys.length);
}

/** Product tiles in a list: 2 columns on phones, 3 from 960 px, 4 from 1280 px. */
/** A promoted item's place in the grid, which says when it is half in sight (once). */
function PromotedGridItem({ item, onSeen, children }: { item: DisplayItem; onSeen: (item: DisplayItem) => void; children: ReactNode }) {
  const ref = useSeenOnce<HTMLLIElement>(() => onSeen(item));
  return (
    <li className="sk-grid__item" ref={ref}>
      {children}
    </li>
  );
}

export function ProductGrid({ items, locale, onNavigate, busy = false, rowInsert, tileHeadingLevel = 2, allAtOnce = false, onPromotedSeen }: ProductGridProps) {
  const keys = itemKeys(items);
  const count = useTilesShown(keys, allAtOnce);
  const list = useRef<HTMLUListElement>(null);
  // Tiles the browser skips while off screen get their real size once the page is idle (layOutWhenIdle.ts).
  useEffect(() => (list.current ? layOutWhenIdle(list.current, '.sk-grid__item') : undefined), [items, count]);
  return (
    // role="list" because Safari drops list semantics from lists styled without bullets.
    // Busy too while tiles are still to come (the transition above): assistive technology waits for them.
    // Dimmed only while new results are on their way (after a moment: the ui-kit's CSS), not for its own tiles.
    <ul ref={list} className={busy ? 'sk-grid sk-grid--updating' : 'sk-grid'} role="list" aria-busy={busy || count < items.length ? true : undefined}>
      {items.slice(0, count).map((item, index) => [
        item.gridbox.promoted && onPromotedSeen ? (
          <PromotedGridItem key={keys[index]} item={item} onSeen={onPromotedSeen}>
            <ProductTile item={item} locale={locale} position={index + 1} onNavigate={onNavigate} headingLevel={tileHeadingLevel} />
          </PromotedGridItem>
        ) : (
          <li className="sk-grid__item" key={keys[index]}>
            <ProductTile item={item} locale={locale} position={index + 1} onNavigate={onNavigate} headingLevel={tileHeadingLevel} />
          </li>
        ),
        rowInsert && rowInsert.after === index + 1 && items.length > rowInsert.after ? (
          <li className="sk-grid__row" key="row-insert">
            {rowInsert.content}
          </li>
        ) : null,
      ])}
    </ul>
  );
}
