/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { waitFor } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';

import { ProductGrid, TILES_AT_ONCE } from './ProductGrid';
import { displayItem } from './test/fixtures';
import { createTestI18n } from './test/renderWithI18n';

const i18n = createTestI18n();
const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => displayItem({ code: `p${from + i}` }, { productId: `p${from + i}`, keyfacts: { title: `Product ${from + i}` } }));
const titles = (container: Element) => Array.from(container.querySelectorAll('[data-testid="product-tile"] h2'), (heading) => heading.textContent);
const tiles = (container: Element) => container.querySelectorAll('[data-testid="product-tile"]').length;
const withTexts = (grid: ReactElement) => <I18nextProvider i18n={i18n}>{grid}</I18nextProvider>;

/**
 * "Right after" is a transition React renders once the task is over: on a busy 2-core machine (a clean-clone CI
 * with other work beside it) the 35 tiles took longer than waitFor's default second.
 */
const AFTER = { timeout: 10_000 };

let container: HTMLElement;
let root: Root | null = null;

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
});

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const done = root;
  root = null;
  act(() => done?.unmount());
  container.remove();
});

/** Renders the grid as a browser does, outside act(): what the task that renders it commits, then what follows. */
function renderNow(grid: ReactElement): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  root ??= createRoot(container);
  const target = root;
  flushSync(() => target.render(withTexts(grid)));
}

describe('a grid the browser renders brings its first tiles in the task that renders it, the rest in a transition right after', () => {
  it(`a new grid shows ${TILES_AT_ONCE} tiles at once and all of them right after`, async () => {
    renderNow(<ProductGrid items={items(0, 47)} locale="de_DE" />);
    expect(tiles(container)).toBe(TILES_AT_ONCE);
    // Busy while the others are on their way: assistive technology waits for them.
    expect(container.querySelector('ul')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(tiles(container)).toBe(47), AFTER);
    expect(container.querySelector('ul')).not.toHaveAttribute('aria-busy');
  });

  it(`load more keeps the tiles it had and adds ${TILES_AT_ONCE} at once, the rest right after`, async () => {
    renderNow(<ProductGrid items={items(0, 47)} locale="de_DE" />);
    await waitFor(() => expect(tiles(container)).toBe(47), AFTER);
    renderNow(<ProductGrid items={items(0, 94)} locale="de_DE" />);
    expect(tiles(container)).toBe(47 + TILES_AT_ONCE);
    await waitFor(() => expect(tiles(container)).toBe(94), AFTER);
  });

  it('a new list of as many tiles, coming while the last one is still on its way, is completed too', async () => {
    renderNow(<ProductGrid items={items(0, 47)} locale="de_DE" />);
    renderNow(<ProductGrid items={items(100, 47)} locale="de_DE" />);
    expect(tiles(container)).toBe(TILES_AT_ONCE);
    await waitFor(() => expect(tiles(container)).toBe(47), AFTER);
    expect(titles(container)).toEqual(items(100, 47).map((item) => `Product ${item.code.slice(1)}`));
  });

  it('a grid asked for all its tiles at once (the way back to a product far down) renders them in one go', () => {
    renderNow(<ProductGrid items={items(0, 47)} locale="de_DE" allAtOnce />);
    expect(tiles(container)).toBe(47);
    renderNow(<ProductGrid items={items(0, 94)} locale="de_DE" allAtOnce />);
    expect(tiles(container)).toBe(94);
  });

  it('a grid that hydrates server markup has every tile from the start: no mismatch, nothing rendered again', async () => {
    const grid = withTexts(<ProductGrid items={items(0, 47)} locale="de_DE" />);
    container.innerHTML = renderToString(grid);
    expect(tiles(container)).toBe(47);
    const first = container.querySelector('[data-testid="product-tile"]');
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, grid, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(tiles(container)).toBe(47);
    expect(container.querySelector('[data-testid="product-tile"]')).toBe(first);
  });
});
