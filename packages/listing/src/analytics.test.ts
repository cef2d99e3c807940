import type { SearchResult } from '@shop/api-client';
import { gridboxesLoadedEvent, paginationAction, trackEvent } from './analytics';

function fakeWindow() {
  const target = new EventTarget();
  const announced: unknown[] = [];
  target.addEventListener('shop-analytics', (e) => announced.push((e as CustomEvent).detail));
  const win = { dataLayer: [] as unknown[], dispatchEvent: (e: Event) => target.dispatchEvent(e) };
  return { win, announced };
}

describe('analytics (SPEC §6, §7)', () => {
  const event = { event: 'filter selected' as const, eventCategory: 'Filter' as const, eventLabel: 'brand:Nordwind' };

  it('pushes events to the data layer', () => {
    const { win } = fakeWindow();
    trackEvent(event, win);
    expect(win.dataLayer).toEqual([event]);
  });

  it('announces each event on the window as shop-analytics, for the iframe protocol and embedding pages', () => {
    const { win, announced } = fakeWindow();
    trackEvent(event, win);
    expect(announced).toEqual([event]);
  });

  it('names pagination events first, current and last', () => {
    expect(paginationAction(1, 5)).toBe('pagination first');
    expect(paginationAction(3, 5)).toBe('pagination current');
    expect(paginationAction(5, 5)).toBe('pagination last');
  });
});

describe('"gridboxes loaded" tracking data (SPEC §3, §7)', () => {
  const product = (id: number, position: number, list = 'search', listName: string | undefined = list) => ({
    code: String(id),
    gridbox: { productId: id, price: { price: 1 } },
    tracking: { position, origPos: position, list, ...(listName !== undefined ? { listName } : {}) },
  });
  const result = {
    q: 'sofa',
    numFound: 120,
    items: [product(1, 1), product(2, 2), { code: 'x', tracking: { position: 3, origPos: 3, list: 'search' } }],
  } as unknown as SearchResult;

  it('extends the list name by the path segment when one is given', () => {
    expect(gridboxesLoadedEvent(result, 'garden')).toEqual({
      event: 'gridboxes loaded',
      eventCategory: 'Search Tracking',
      eventLabel: 'sofa',
      eventValue: 120,
      listName: 'search/garden',
      products: [
        { id: '1', position: 1, list: 'search/garden' },
        { id: '2', position: 2, list: 'search/garden' },
      ],
    });
  });

  it('keeps the list name as it is without a path segment', () => {
    const event = gridboxesLoadedEvent(result, undefined);
    expect(event.listName).toBe('search');
    expect(gridboxesLoadedEvent(result, '//').listName).toBe('search');
  });

  it('names the list by the tracking list where the answer gives no list name', () => {
    const plain = { ...result, items: [product(7, 1, 'brand', undefined)] } as unknown as SearchResult;
    expect(gridboxesLoadedEvent(plain, 'home/teaser').products).toEqual([{ id: '7', position: 1, list: 'brand/home/teaser' }]);
  });
});
