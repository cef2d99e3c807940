import { apiPathToViewPath } from './index';

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

  it.each(['fetchsize=48', 'assortment=DE', 'version=2.1.0', 'idsOnly=false', 'productsOnly=false', 'withFacets=true', 'id=r1', 'spanId=s1', 'v=ldtmulti', 'tug=t1', 'queryId=summer'])(
    '§7 drops the client-only request parameter %s when an API path becomes a view path',
    (param) => {
      expect(apiPathToViewPath(`/q/api/search?q=shoe&${param}`)).toBe('/q/search?q=shoe');
    },
  );

  it('§7 maps a custom query embedding path only with its one {id}', () => {
    expect(apiPathToViewPath('/q/api/cqe/42/x')).toBeUndefined();
    expect(apiPathToViewPath('/q/api/cqe/')).toBeUndefined();
  });

  it('has no view for data-only API paths', () => {
    expect(apiPathToViewPath('/q/api/gridboxes/DE/de?ids=1')).toBeUndefined();
    expect(apiPathToViewPath('/q/api/message?key=nrp')).toBeUndefined();
  });
});
