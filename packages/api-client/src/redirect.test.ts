import { apiPathToViewPath, isSafeHref, resolveRedirectTarget } from './index';

describe('isSafeHref', () => {
  it.each(['/q/search?q=a', '?q=b', '#top', 'relative/path', 'https://shop.example/x', 'http://shop.example'])(
    'accepts the relative or http(s) URL %s',
    (url) => expect(isSafeHref(url)).toBe(true),
  );

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd'])(
    'refuses the script or non-http URL %j',
    (url) => expect(isSafeHref(url)).toBe(false),
  );

  it('with an allow-list, accepts absolute URLs only on those hosts (including protocol-relative ones)', () => {
    const hosts = ['shop.example'];
    expect(isSafeHref('https://shop.example/a', hosts)).toBe(true);
    expect(isSafeHref('https://SHOP.example/a', hosts)).toBe(true);
    expect(isSafeHref('https://evil.example/a', hosts)).toBe(false);
    expect(isSafeHref('//evil.example/a', hosts)).toBe(false);
    expect(isSafeHref('/\\evil.example/a', hosts)).toBe(false);
    expect(isSafeHref('https://shop.example.evil.example/', hosts)).toBe(false);
    expect(isSafeHref('/own/path', hosts)).toBe(true);
  });
});

describe('apiPathToViewPath (SPEC §7: API paths mapped to view paths)', () => {
  it.each([
    ['/q/api/search?q=shoe&brand=a&brand=b', '/q/search?q=shoe&brand=a&brand=b'],
    ['/q/api/search?q=shoe&fetchsize=48&version=2.1.0&assortment=DE&idsOnly=false&v=x&locale=de_DE', '/q/search?q=shoe&locale=de_DE'],
    ['/q/api/category/shoes/c1200', '/h/shoes/c1200'],
    ['/q/api/brand/Nordwind', '/q/brand/Nordwind'],
    ['/q/api/query/summer', '/q/query/summer'],
    ['/q/api/cqe/42', '/c/s42'],
    ['/h/shoes/c1200?sort=price-asc', '/h/shoes/c1200?sort=price-asc'],
  ])('%s → %s', (api, view) => expect(apiPathToViewPath(api)).toBe(view));

  it('has no view for data-only API paths', () => {
    expect(apiPathToViewPath('/q/api/gridboxes/DE/de?ids=1')).toBeUndefined();
    expect(apiPathToViewPath('/q/api/message?key=nrp')).toBeUndefined();
  });
});

describe('resolveRedirectTarget', () => {
  it('accepts own paths starting with a single / and refuses other shapes', () => {
    expect(resolveRedirectTarget('/h/shoes/c1')).toBe('/h/shoes/c1');
    expect(resolveRedirectTarget('//evil.example/h')).toBeUndefined();
    expect(resolveRedirectTarget('h/shoes')).toBeUndefined();
    expect(resolveRedirectTarget('https://evil.example/h')).toBeUndefined();
  });

  it('accepts absolute targets on allowed hosts only', () => {
    expect(resolveRedirectTarget('https://shop.example/q/api/brand/x', ['shop.example'])).toBe('https://shop.example/q/brand/x');
    expect(resolveRedirectTarget('ftp://shop.example/x', ['shop.example'])).toBeUndefined();
  });
});
