/** @jest-environment jsdom */
import { act } from '@testing-library/react';

import { ProductGrid } from './index';
import { LAST_TILES_LAID_OUT, SHOWN_ATTRIBUTE, TILES_PER_IDLE_PERIOD } from './layOutWhenIdle';
import { uiKitCss } from './styles';
import { displayItem } from './test/fixtures';
import { renderWithI18n } from './test/renderWithI18n';

const items = (count: number, prefix = 'p') =>
  Array.from({ length: count }, (_, i) => displayItem({ code: `${prefix}${i}` }, { productId: `${prefix}${i}` }));

/** Positions (1-based) of the tiles marked shown. */
const shown = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.sk-grid__item')).flatMap((item, i) => (item.hasAttribute(SHOWN_ATTRIBUTE) ? [i + 1] : []));

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the last tiles laid out while the browser is idle (issue 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`lays the last ${LAST_TILES_LAID_OUT} tiles out, ${TILES_PER_IDLE_PERIOD} per idle period, once the grid is live`, () => {
    const { container } = renderWithI18n(<ProductGrid items={items(30)} locale="de_DE" />);
    expect(shown(container)).toEqual([]);
    act(() => jest.advanceTimersToNextTimer());
    expect(shown(container)).toHaveLength(TILES_PER_IDLE_PERIOD);
    act(() => jest.advanceTimersToNextTimer());
    expect(shown(container)).toHaveLength(2 * TILES_PER_IDLE_PERIOD);
    act(() => jest.runAllTimers());
    expect(shown(container)).toEqual(range(30 - LAST_TILES_LAID_OUT + 1, 30));
  });

  it('lays out the new last tiles when load more brings more, and stops when the grid leaves the page', () => {
    const { container, rerender, unmount } = renderWithI18n(<ProductGrid items={items(14)} locale="de_DE" />);
    act(() => jest.runAllTimers());
    expect(shown(container)).toEqual(range(3, 14));
    rerender(<ProductGrid items={[...items(14), ...items(20, 'more')]} locale="de_DE" />);
    act(() => jest.runAllTimers());
    expect(shown(container)).toEqual([...range(3, 14), ...range(23, 34)]);
    // Other products: their own last tiles, from the next idle period on; the grid leaves before that comes.
    rerender(<ProductGrid items={items(8, 'other')} locale="de_DE" />);
    const list = container.querySelector('.sk-grid');
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.runAllTimers());
    expect(list?.querySelectorAll('.sk-grid__item')).toHaveLength(8);
    expect(list?.querySelectorAll(`[${SHOWN_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('lets the browser skip only tiles from the 5th on, and only those not laid out ahead', () => {
    expect(uiKitCss).toContain('.sk-grid__item:nth-child(n+5):not([data-shown]){content-visibility:auto;');
  });
});
