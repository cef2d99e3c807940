import { linkPolicy } from '@shop/api-client';
import { safeHref } from './links';
import { registerReactInstance } from './reactInstances';
import { checkRange, FETCH_DISPLAY_DELAY_MS, movedThumb, orderFacetValues, pageItems, parseAmount, sliderScale, thumbValue, uiKitCss, visibleFacetValues } from './index';
import { textValue } from './test/fixtures';

describe('pageItems', () => {
  it('lists every page when there is no gap to skip', () => {
    expect(pageItems(1, 4).map((item) => (item.type === 'page' ? item.page : '…'))).toEqual([1, 2, 3, 4]);
  });

  it('replaces a gap of one page by that page rather than an ellipsis', () => {
    expect(pageItems(3, 5).map((item) => (item.type === 'page' ? item.page : '…'))).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts ellipses around the current page far from both ends', () => {
    expect(pageItems(50, 100).map((item) => (item.type === 'page' ? item.page : '…'))).toEqual([1, '…', 49, 50, 51, '…', 100]);
  });

  it('clamps a page beyond the last one', () => {
    expect(pageItems(9, 3).map((item) => (item.type === 'page' ? item.page : '…'))).toEqual([1, 2, 3]);
  });
});

describe('facet value order and truncation', () => {
  const values = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((label) => textValue(label, { selected: label === 'h' || label === 'b' }));

  it('orders selected values first for ABOVE and last for BELOW, keeping the API order otherwise', () => {
    expect(orderFacetValues(values, 'ABOVE').map((v) => v.label)).toEqual(['b', 'h', 'a', 'c', 'd', 'e', 'f', 'g']);
    expect(orderFacetValues(values, 'BELOW').map((v) => v.label)).toEqual(['a', 'c', 'd', 'e', 'f', 'g', 'b', 'h']);
  });

  it('shows 6 values collapsed, selected ones included, and reports how many are hidden', () => {
    const { visible, hiddenCount } = visibleFacetValues(values, { position: 'BELOW', expanded: false });
    expect(visible.map((v) => v.label)).toEqual(['a', 'c', 'd', 'e', 'b', 'h']);
    expect(hiddenCount).toBe(2);
  });
});

describe('range entry', () => {
  const bounds = { globalMin: 5, globalMax: 500 };

  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' 1 200 ', 1200],
    ['abc', null],
    ['-3', null],
    ['1e3', null],
    ['1.2.3', null],
  ])('parses %j as %p', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it('refuses a minimum above the maximum', () => {
    expect(checkRange('60', '50', bounds)).toEqual({ ok: false, error: 'minAboveMax', field: 'min' });
  });

  it('refuses text that is not a number, naming the field', () => {
    expect(checkRange('5', 'lots', bounds)).toEqual({ ok: false, error: 'invalidNumber', field: 'max' });
  });

  it('reads empty fields as the global bounds and pulls values back into them', () => {
    expect(checkRange('', '', bounds)).toEqual({ ok: true, min: 5, max: 500 });
    expect(checkRange('0', '900', bounds)).toEqual({ ok: true, min: 5, max: 500 });
  });
});

describe('registerReactInstance', () => {
  it('does nothing without a window (server rendering, node tests)', () => {
    expect(typeof window).toBe('undefined');
    expect(() => registerReactInstance({}, 'host')).not.toThrow();
  });
});

describe('uiKitCss', () => {
  it('contains the shared button styles and prefixes every other class with sk-', () => {
    expect(uiKitCss).toContain('.button{');
    expect(uiKitCss).toContain('.button--secondary{');
    const classes = new Set(uiKitCss.match(/\.-?[_a-zA-Z][\w-]*/g) ?? []);
    const foreign = [...classes].filter((name) => !name.startsWith('.sk-') && !name.startsWith('.button'));
    expect(foreign).toEqual([]);
  });
});

describe('safeHref: rendered links follow the API client link rule', () => {
  const policy = linkPolicy(['cdn.example'], 'https://shop.example');

  it.each([
    ['/p/shoe/4711', '/p/shoe/4711'],
    ['p/4711', '/p/4711'],
    ['?page=2', '/?page=2'],
    ['https://shop.example/p/1', '/p/1'],
    ['https://cdn.example/i.png', 'https://cdn.example/i.png'],
  ])('keeps %j as %j', (href, expected) => expect(safeHref(href, policy)).toBe(expected));

  it.each(['javascript:alert(1)', '  javascript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', '', undefined, '//evil.example/x', '/\\evil.example', 'https://evil.example/', '/.//x//evil.example/x'])(
    'refuses %j',
    (href) => expect(safeHref(href, policy)).toBeUndefined(),
  );
});

describe('range slider scale (SPEC §3 SLIDER facets)', () => {
  it('steps by about 1/200 of the span on a 1-2-5 scale, and reaches the maximum', () => {
    expect(sliderScale({ globalMin: 5, globalMax: 500 })).toEqual({ min: 5, max: 500, step: 5 });
    expect(sliderScale({ globalMin: 2, globalMax: 120 })).toEqual({ min: 2, max: 120, step: 1 });
    expect(sliderScale({ globalMin: 490, globalMax: 612_990 })).toEqual({ min: 490, max: 615_490, step: 5000 });
    const scale = sliderScale({ globalMin: 3.5, globalMax: 1499.99 });
    expect(scale.min).toBe(3);
    expect(scale.max).toBeGreaterThanOrEqual(1500);
    expect((scale.max - scale.min) % scale.step).toBe(0);
  });

  it('places a thumb at the typed amount, or at its bound when the field is empty or not a number', () => {
    const bounds = { globalMin: 5, globalMax: 500 };
    expect(thumbValue('40,5', 'min', bounds)).toBe(40.5);
    expect(thumbValue('', 'min', bounds)).toBe(5);
    expect(thumbValue('lots', 'max', bounds)).toBe(500);
    expect(thumbValue('9000', 'max', bounds)).toBe(500);
  });

  it('keeps a moved thumb within the bounds and on its side of the other', () => {
    const bounds = { globalMin: 5, globalMax: 500 };
    expect(movedThumb(505, 'max', 20, bounds)).toBe(500);
    expect(movedThumb(300, 'min', 100, bounds)).toBe(100);
    expect(movedThumb(10, 'max', 100, bounds)).toBe(100);
  });
});

describe('fetch display delay (SPEC §9)', () => {
  it('dims busy results only after 200 ms, with or without motion', () => {
    expect(FETCH_DISPLAY_DELAY_MS).toBe(200);
    expect(uiKitCss).toContain('.sk-grid--updating{opacity:.6;transition:opacity .2s 200ms}');
    expect(uiKitCss).toMatch(/prefers-reduced-motion:reduce\)\{[^@]*\.sk-grid--updating\{transition:opacity 0s 200ms\}/);
  });
});
