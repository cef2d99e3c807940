import { paginationAction, trackEvent } from './analytics';

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
