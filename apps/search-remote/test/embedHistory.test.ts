/** @jest-environment jsdom */
import { createEmbedMemoryHistory, createEmbedUrlHistory, isEmbeddedPath } from '../src/embed/history';

describe('embed histories', () => {
  it('the embed renders search paths only (with or without a locale segment)', () => {
    expect(['/q/search', '/q/pl-PL/search', '/q/search/'].every(isEmbeddedPath)).toBe(true);
    expect(['/h/moebel/c1', '/p/123', '/q/brand/x/1', '/'].some(isEmbeddedPath)).toBe(false);
  });

  it('memory routing: every widget listening hears a change; the page address is never touched', () => {
    const before = window.location.href;
    const history = createEmbedMemoryHistory((path) => `https://shop.example${path}`);
    const heard: string[] = [];
    const stopA = history.subscribe(() => heard.push(`a:${history.location.search}`));
    history.subscribe(() => heard.push(`b:${history.location.search}`));
    history.push('/q/search?q=sofa');
    stopA();
    history.push({ pathname: '/q/search', search: '?q=lamp' });
    history.go(-1);
    expect(heard).toEqual(['a:?q=sofa', 'b:?q=sofa', 'b:?q=lamp', 'b:?q=sofa']);
    expect(history.action).toBe('POP');
    expect(history.createHref('/p/1')).toBe('https://shop.example/p/1');
    expect(window.location.href).toBe(before);
  });

  it('url routing: the shop paths live under the base path, and back re-reads the address', () => {
    window.history.replaceState(null, '', '/shop');
    const history = createEmbedUrlHistory('/shop');
    expect(history.location.pathname).toBe('/q/search');
    let changes = 0;
    history.subscribe(() => (changes += 1));
    history.push('/q/search?q=sofa');
    expect(window.location.pathname + window.location.search).toBe('/shop/q/search?q=sofa');
    expect(history.location).toMatchObject({ pathname: '/q/search', search: '?q=sofa' });
    window.history.replaceState(null, '', '/shop/q/search?q=lamp');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(history.location.search).toBe('?q=lamp');
    expect(changes).toBe(2);
    history.dispose();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(changes).toBe(2);
  });

  it('url routing, two groups on one page (README: elements with other attributes list apart): an address under the other base path leaves a group where it was', async () => {
    window.history.replaceState(null, '', '/outlet');
    // <shop-search-box routing="url" base-path="/search"> in the header, <shop-results routing="url" base-path="/outlet">.
    const header = createEmbedUrlHistory('/search');
    const outlet = createEmbedUrlHistory('/outlet');
    // Outside its base path, a group starts at the search page without the page's query.
    expect(header.location).toMatchObject({ pathname: '/q/search', search: '' });
    outlet.push('/q/search?q=lamp');
    header.push('/q/search?q=sofa');
    expect(outlet.location.search).toBe('?q=lamp');
    outlet.push('/q/search?q=lamp&sort=price');
    expect(header.location.search).toBe('?q=sofa');
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
    // Back to the header's search: the header reads it; the outlet shows what it showed then (its search,
    // before the sort back undid).
    expect(window.location.pathname + window.location.search).toBe('/search/q/search?q=sofa');
    expect(header.location.search).toBe('?q=sofa');
    expect(outlet.location.search).toBe('?q=lamp');
    header.dispose();
    outlet.dispose();
  });

  it("url routing: back to an entry before the group's first search shows the search page without a query", async () => {
    window.history.replaceState(null, '', '/outlet');
    const header = createEmbedUrlHistory('/search');
    header.push('/q/search?q=sofa');
    expect(header.location.search).toBe('?q=sofa');
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
    expect(window.location.pathname).toBe('/outlet');
    expect(header.location).toMatchObject({ pathname: '/q/search', search: '' });
    header.dispose();
  });

  it("url routing follows an address the storefront's own router writes (the Navigation API's currententrychange), and not its own writes twice", () => {
    // jsdom has no Navigation API: a stand-in that fires as Chromium's does, after pushState and replaceState.
    const navigation = new EventTarget();
    const changed = (navigationType: string) => navigation.dispatchEvent(Object.assign(new Event('currententrychange'), { navigationType }));
    const win = Object.create(window, { navigation: { value: navigation }, location: { get: () => window.location }, history: { get: () => window.history } }) as Window;
    const pushState = window.history.pushState.bind(window.history);
    jest.spyOn(window.history, 'pushState').mockImplementation((...args) => {
      pushState(...args);
      changed('push');
    });
    window.history.replaceState(null, '', '/shop');
    const history = createEmbedUrlHistory('/shop', win);
    const heard: string[] = [];
    history.subscribe(() => heard.push(`${history.action} ${history.location.search}`));
    // The storefront's router: a link of its own to a search.
    window.history.pushState(null, '', '/shop/q/search?q=tv');
    expect(heard).toEqual(['PUSH ?q=tv']);
    // The group's own search: heard once.
    history.push('/q/search?q=sofa');
    expect(heard).toEqual(['PUSH ?q=tv', 'PUSH ?q=sofa']);
    // The storefront writing the address it already shows changes nothing.
    changed('replace');
    expect(heard).toHaveLength(2);
    window.history.replaceState(null, '', '/shop/q/search?q=lamp');
    changed('replace');
    expect(heard).toEqual(['PUSH ?q=tv', 'PUSH ?q=sofa', 'REPLACE ?q=lamp']);
    // Gone with the group: the page keeps no listener of ours.
    const removed = jest.spyOn(navigation, 'removeEventListener');
    history.dispose();
    expect(removed).toHaveBeenCalledWith('currententrychange', expect.any(Function));
    jest.restoreAllMocks();
  });
});
