import { cacheControlFor, isOriginForm } from './index';

describe('cache headers for federated files (DESIGN.md)', () => {
  it('serves mf-manifest.json and remoteEntry.js no-cache', () => {
    expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('main.js')).toBe('no-cache');
  });
  it('serves hashed chunks immutable', () => {
    expect(cacheControlFor('812.3fa9c01b2d.js')).toBe('public, max-age=31536000, immutable');
  });
  it("serves a remote's production entry, named by its build, immutable (the manifest names it)", () => {
    expect(cacheControlFor('remoteEntry.400f7349fe.js')).toBe('public, max-age=31536000, immutable');
  });
});

describe('origin-form request targets only (RFC 9112 §3.2.1)', () => {
  it.each(['/', '/q/api/search?q=sofa', '/h/garden/c12', '/q/search?q=a//b'])('accepts %s', (target) => {
    expect(isOriginForm(target)).toBe(true);
  });
  it.each(['//127.0.0.1:9999/q/api/x', 'http://127.0.0.1:9999/q/api/x', 'https://evil.example/', '127.0.0.1:9999', '*', '', '/\\evil.example', '/q/api/x\r\nHost: evil', undefined])(
    'refuses %s',
    (target) => {
      expect(isOriginForm(target)).toBe(false);
    },
  );
});

describe('DESIGN trust boundaries: no control character in a request target', () => {
  it.each([
    ['a C0 control character (U+001F)', '/q/search?q=a\u001fb'],
    ['DEL (U+007F)', '/q/search?q=a\u007fb'],
  ])('refuses %s', (_name, target) => {
    expect(isOriginForm(target)).toBe(false);
  });
});
