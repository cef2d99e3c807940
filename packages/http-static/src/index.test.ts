import { cacheControlFor, pickEncoding } from './index';

describe('cache headers for federated files (DESIGN.md)', () => {
  it('serves mf-manifest.json and remoteEntry.js no-cache', () => {
    expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('main.js')).toBe('no-cache');
  });
  it('serves hashed chunks immutable', () => {
    expect(cacheControlFor('812.3fa9c01b2d.js')).toBe('public, max-age=31536000, immutable');
  });
});

describe('compression', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
