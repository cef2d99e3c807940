import { EMBED_PROTOCOL_VERSION, type EmbedWindow, isShopPath, parentTargets, startEmbedBridge, withEmbeddedParam } from './bridge';

const STOREFRONT = 'https://www.storefront.example';
const OTHER = 'https://other.example';

function fakeWindow(ancestor?: string) {
  const posted: [unknown, string][] = [];
  const parent = { postMessage: (m: unknown, o: string) => posted.push([m, o]) };
  const target = new EventTarget();
  const win: EmbedWindow = {
    parent,
    self: {},
    location: ancestor === undefined ? {} : { ancestorOrigins: { length: 1, item: () => ancestor } },
    addEventListener: (type, l) => target.addEventListener(type, l),
    removeEventListener: (type, l) => target.removeEventListener(type, l),
  };
  const message = (data: unknown, origin: string, source: unknown = parent) => {
    const event = new Event('message') as Event & { data: unknown; origin: string; source: unknown };
    Object.assign(event, { data, origin, source });
    target.dispatchEvent(event);
  };
  const analytics = (detail: unknown) => target.dispatchEvent(Object.assign(new Event('shop-analytics'), { detail }));
  return { win, posted, message, analytics };
}

describe('iframe protocol: messages only to an allowed parent origin', () => {
  it('posts ua events, versioned, to the parent when its origin is allowed', () => {
    const { win, posted, analytics } = fakeWindow(STOREFRONT);
    startEmbedBridge({ win, allowedOrigins: [STOREFRONT], referrer: '', navigate: () => undefined });
    analytics({ event: 'gridboxes loaded' });
    expect(posted).toEqual([[{ type: 'ua', version: EMBED_PROTOCOL_VERSION, payload: { event: 'gridboxes loaded' } }, STOREFRONT]]);
  });

  it('posts the analytics events announced before it started first, in their order (its code loads only in a frame)', () => {
    const { win, posted, analytics } = fakeWindow(STOREFRONT);
    const earlier = [{ event: 'gridboxes loaded' }, { event: 'filter selected' }].map((detail) => Object.assign(new Event('shop-analytics'), { detail }));
    startEmbedBridge({ win, allowedOrigins: [STOREFRONT], referrer: '', navigate: () => undefined, earlier });
    analytics({ event: 'sorting changed' });
    expect(posted.map(([m]) => (m as { payload: { event: string } }).payload.event)).toEqual(['gridboxes loaded', 'filter selected', 'sorting changed']);
  });

  it('posts nothing to a parent that is not allowed, whatever its referrer says', () => {
    const { win, posted, analytics } = fakeWindow(OTHER);
    startEmbedBridge({ win, allowedOrigins: [STOREFRONT], referrer: `${STOREFRONT}/page`, navigate: () => undefined });
    analytics({ event: 'gridboxes loaded' });
    expect(posted).toEqual([]);
  });

  it('never posts to "*" and never to an origin taken from the referrer alone', () => {
    const { win } = fakeWindow();
    expect(parentTargets(win, [STOREFRONT], `${OTHER}/page`)).toEqual([STOREFRONT]);
    expect(parentTargets(win, [], `${OTHER}/page`)).toEqual([]);
    expect(parentTargets(win, [STOREFRONT, OTHER], `${OTHER}/x`)).toEqual([OTHER]);
    expect(parentTargets(win, [STOREFRONT], '')).not.toContain('*');
  });

  it('a parent the browser hides as the origin "null" (its iframe says referrerpolicy="no-referrer") is not known: the allowed origins, as without a referrer', () => {
    const { win, posted, analytics } = fakeWindow('null');
    expect(parentTargets(win, [STOREFRONT], '')).toEqual([STOREFRONT]);
    expect(parentTargets(win, [STOREFRONT, OTHER], `${OTHER}/x`)).toEqual([OTHER]);
    expect(parentTargets(win, [], '')).toEqual([]);
    startEmbedBridge({ win, allowedOrigins: [STOREFRONT], referrer: '', navigate: () => undefined });
    analytics({ event: 'gridboxes loaded' });
    expect(posted).toEqual([[{ type: 'ua', version: EMBED_PROTOCOL_VERSION, payload: { event: 'gridboxes loaded' } }, STOREFRONT]]);
  });

  it('sends nothing when the page is not framed', () => {
    const { win } = fakeWindow(STOREFRONT);
    win.self = win.parent;
    expect(parentTargets(win, [STOREFRONT], '')).toEqual([]);
  });

  it('reports the content height on every change, once per height', () => {
    const { win, posted } = fakeWindow(STOREFRONT);
    let report: (h: number) => void = () => undefined;
    startEmbedBridge({ win, allowedOrigins: [STOREFRONT], referrer: '', navigate: () => undefined, observeHeight: (cb) => ((report = cb), () => undefined) });
    report(700.2);
    report(700.9);
    report(1400);
    expect(posted.map(([m]) => m)).toEqual([
      { type: 'resize', version: 1, height: 701 },
      { type: 'resize', version: 1, height: 1400 },
    ]);
  });

  it('follows navigate from an allowed parent to a shop path, and ignores everything else', () => {
    const { win, message } = fakeWindow(STOREFRONT);
    const followed: string[] = [];
    startEmbedBridge({ win, allowedOrigins: [STOREFRONT], referrer: '', navigate: (p) => followed.push(p) });
    message({ type: 'navigate', version: 1, path: '/q/search?q=sofa' }, STOREFRONT);
    message({ type: 'navigate', version: 1, path: '/q/search?q=evil' }, OTHER);
    message({ type: 'navigate', version: 1, path: '/q/search?q=spoofed' }, STOREFRONT, {});
    message({ type: 'navigate', version: 2, path: '/q/search?q=v2' }, STOREFRONT);
    message({ type: 'navigate', version: 1, path: '//evil.example/x' }, STOREFRONT);
    message({ type: 'navigate', version: 1, path: 'javascript:alert(1)' }, STOREFRONT);
    expect(followed).toEqual(['/q/search?q=sofa']);
  });

  it('stops listening when stopped', () => {
    const { win, posted, analytics } = fakeWindow(STOREFRONT);
    const stop = startEmbedBridge({ win, allowedOrigins: [STOREFRONT], referrer: '', navigate: () => undefined });
    stop();
    analytics({ event: 'x' });
    expect(posted).toEqual([]);
  });

  it.each(['/q/search', '/h/garden/c1?sort=price'])('accepts the shop path %s', (p) => expect(isShopPath(p)).toBe(true));
  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/q\n', '/.//evil.example', '/x/..//evil.example', 42, null])('refuses %s', (p) => expect(isShopPath(p)).toBe(false));
});

describe('embedded mode survives navigation inside the frame', () => {
  it.each([
    ['/q/search?q=sofa', '/q/search?q=sofa&isEmbedded=true'],
    ['/q/search', '/q/search?isEmbedded=true'],
    ['/q/search?isEmbedded=false&q=a+b', '/q/search?q=a+b&isEmbedded=true'],
    ['/h/garden/c1?sort=price#top', '/h/garden/c1?sort=price&isEmbedded=true#top'],
  ])('%s → %s', (from, to) => {
    expect(withEmbeddedParam(from)).toBe(to);
  });

  it('DESIGN embedding: a bare isEmbedded parameter is replaced, never left beside isEmbedded=true (which would read as not embedded)', () => {
    expect(withEmbeddedParam('/q/search?isEmbedded&q=sofa')).toBe('/q/search?q=sofa&isEmbedded=true');
  });
});
