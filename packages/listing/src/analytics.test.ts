import { paginationAction, parentOrigin, trackEvent } from './analytics';

function fakeWindow() {
  const posted: [unknown, string][] = [];
  const win = { dataLayer: [] as unknown[], self: {}, parent: { postMessage: (m: unknown, o: string) => posted.push([m, o]) } };
  return { win, posted };
}

describe('analytics (SPEC §6, §7)', () => {
  const event = { event: 'filter selected' as const, eventCategory: 'Filter' as const, eventLabel: 'brand:Nordwind' };

  it('pushes events to the data layer', () => {
    const { win, posted } = fakeWindow();
    trackEvent(event, { isEmbedded: false, win, referrer: 'https://storefront.example/page' });
    expect(win.dataLayer).toEqual([event]);
    expect(posted).toEqual([]);
  });

  it('posts events to the parent window as type ua with the explicit parent origin when embedded', () => {
    const { win, posted } = fakeWindow();
    trackEvent(event, { isEmbedded: true, win, referrer: 'https://storefront.example/page?x=1' });
    expect(posted).toEqual([[{ type: 'ua', payload: event }, 'https://storefront.example']]);
  });

  it('never posts with a wildcard origin: without a known parent origin nothing is posted', () => {
    const { win, posted } = fakeWindow();
    trackEvent(event, { isEmbedded: true, win, referrer: '' });
    expect(posted).toEqual([]);
    expect(parentOrigin('javascript:alert(1)')).toBeNull();
  });

  it('names pagination events first, current and last', () => {
    expect(paginationAction(1, 5)).toBe('pagination first');
    expect(paginationAction(3, 5)).toBe('pagination current');
    expect(paginationAction(5, 5)).toBe('pagination last');
  });
});
