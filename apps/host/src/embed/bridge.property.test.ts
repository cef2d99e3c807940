import fc from 'fast-check';
import { EMBED_PROTOCOL_VERSION, type EmbedWindow, isShopPath, startEmbedBridge, withEmbeddedParam } from './bridge';

/**
 * The iframe protocol over generated messages (fast-check): whatever a page around the frame sends, the shop
 * follows only a `navigate` of an allowed parent to a path that stays on the shop's origin — also when that
 * path is later used as a relative address — and posts only to allowed origins, never to `*`.
 */

const SHOP = 'https://shop.example';
const STOREFRONT = 'https://www.storefront.example';
const ORIGINS = [STOREFRONT, 'https://evil.example', 'null', '*', '', 'https://www.storefront.example.evil.example', 'http://www.storefront.example'];

const PIECES = ['/', '//', '///', '\\', '/\\', '.', '..', '/./', '/../', '/.//', '%2F', '%5C', '%2e', '\t', '\n', '\u0000', ' ', '?', '#', '&', '@', ':',
  'evil.example', 'q/search', 'h/c4', 'isEmbedded=true', 'javascript:', 'https:', 'x'];
const path = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 3 })), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ maxLength: 40 }),
);

/** Pages of ours the frame may show when a path is followed. */
const PAGES = [`${SHOP}/`, `${SHOP}/q/search?q=a&isEmbedded=true`, `${SHOP}/h/m%C3%B6bel/c4`];

function fakeWindow() {
  const posted: string[] = [];
  const parent = { postMessage: (_m: unknown, o: string) => posted.push(o) };
  const target = new EventTarget();
  const win: EmbedWindow = {
    parent,
    self: {},
    location: { ancestorOrigins: { length: 1, item: () => STOREFRONT } },
    addEventListener: (type, l) => target.addEventListener(type, l),
    removeEventListener: (type, l) => target.removeEventListener(type, l),
  };
  const message = (data: unknown, origin: string, source: unknown) => target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  const analytics = (detail: unknown) => target.dispatchEvent(Object.assign(new Event('shop-analytics'), { detail }));
  return { win, parent, posted, message, analytics };
}

describe('DESIGN embedding: the iframe protocol over generated messages', () => {
  it('a path the parent may navigate to stays on the shop, read as an address from any page of ours, its path never starting with "//"', () => {
    fc.assert(
      fc.property(path, (p) => {
        if (!isShopPath(p)) return;
        for (const page of PAGES) {
          const url = new URL(p, page);
          expect(url.origin).toBe(SHOP);
          expect(url.pathname.startsWith('//')).toBe(false);
        }
        const embedded = withEmbeddedParam(p);
        expect(isShopPath(embedded)).toBe(true);
        expect(new URL(embedded, SHOP).searchParams.getAll('isEmbedded')).toEqual(['true']);
        expect(withEmbeddedParam(embedded)).toBe(embedded);
      }),
      { numRuns: 5000 },
    );
  });

  it('follows only a versioned navigate of the allowed parent to a shop path, and posts only to the allowed origin', () => {
    const message = fc.record({
      type: fc.constantFrom('navigate', 'ua', 'resize', 'NAVIGATE', undefined),
      version: fc.constantFrom(EMBED_PROTOCOL_VERSION, 0, 2, '1', undefined),
      path,
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(message, fc.jsonValue()), fc.constantFrom(...ORIGINS), fc.boolean()), { maxLength: 8 }), (events) => {
        const { win, parent, posted, message: send, analytics } = fakeWindow();
        const followed: string[] = [];
        const stop = startEmbedBridge({ win, allowedOrigins: [STOREFRONT], referrer: '', navigate: (p) => followed.push(p) });
        const expected: string[] = [];
        for (const [data, origin, fromParent] of events) {
          send(data, origin, fromParent ? parent : {});
          analytics(data);
          const m = data as { type?: unknown; version?: unknown; path?: unknown } | null;
          if (fromParent && origin === STOREFRONT && m?.type === 'navigate' && m.version === EMBED_PROTOCOL_VERSION && isShopPath(m.path)) expected.push(m.path);
        }
        stop();
        expect(followed).toEqual(expected);
        for (const p of followed) expect(isShopPath(p)).toBe(true);
        expect(new Set(posted)).toEqual(new Set(posted.length ? [STOREFRONT] : []));
      }),
      { numRuns: 1000 },
    );
  });
});
