import fc from 'fast-check';
import { isOwnPath, linkPolicy, safeLink } from './links';
import { resolveRedirectTarget } from './redirect';

/**
 * The link rule over generated addresses (fast-check): whatever an upstream sends, what passes is either one of
 * our own paths — which a browser on any page of ours resolves to our origin — or an absolute http(s) address
 * on an allow-listed host; and it passes again unchanged.
 */

const OWN = 'https://shop.example';
const POLICY = linkPolicy(['allowed.example', 'ads.example:8443'], OWN);

const PIECES = ['', '/', '//', '///', '/\\', '\\', '\\\\', '\t', '\n', ' ', '%2F', '%5C', '%09', '.', '..', '/./', '/../', '@', ':', '?', '#', '&',
  'http:', 'https:', 'HTTPS:', 'javascript:', 'JaVa\tScRiPt:', 'java\nscript:', 'data:', 'vbscript:', 'blob:', 'file:', 'mailto:', 'ftp:',
  'http://', 'https://', 'shop.example', 'SHOP.EXAMPLE', 'evil.example', 'allowed.example', 'allowed.example.evil.example', 'evil.example?.allowed.example',
  'ads.example', ':8443', ':443', ':80', 'user:pass@', 'shop.example@', 'xn--', 'ⓔvil.example', 'shop。example', '0x7f.1', '127.0.0.1', '[::1]',
  'q/search?q=sofa', 'p/1', 'alert(1)', '<script>', '"', "'"];

/** An absolute or scheme-relative address with each part picked from hostile choices. */
const shaped = fc
  .tuple(
    fc.constantFrom('', 'http:', 'https:', 'HTTP:', 'javascript:', 'data:', 'ftp:', ' https:', 'https:\t'),
    fc.constantFrom('//', '/', '\\\\', '/\\', '///', ''),
    fc.constantFrom('', 'user@', 'user:pass@', 'shop.example@', ':@', '%40@'),
    fc.constantFrom('shop.example', 'allowed.example', 'ads.example', 'evil.example', 'allowed.example.evil.example', 'SHOP.example', '127.0.0.1', ''),
    fc.constantFrom('', ':443', ':8443', ':80', ':', ':0'),
    fc.constantFrom('', '/', '/p/1', '//evil.example', '/\\evil.example', '?q=1', '#x', '/..//evil.example'),
  )
  .map((parts) => parts.join(''));

/** An address put together from the pieces above and arbitrary text. */
const target = fc.oneof(
  shaped,
  fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ maxLength: 60 }),
);

/** Pages of ours a link may be followed from. */
const PAGES = [`${OWN}/`, `${OWN}/q/search?q=a`, `${OWN}/h/m%C3%B6bel/c4`, `${OWN}/q/de-DE/search`];

function judge(passed: string): void {
  if (isOwnPath(passed)) {
    for (const page of PAGES) expect(new URL(passed, page).origin).toBe(OWN);
  } else {
    const url = new URL(passed);
    expect(['http:', 'https:']).toContain(url.protocol);
    expect(url.username + url.password).toBe('');
    expect(['allowed.example', 'ads.example:8443']).toContain(url.host);
  }
  expect(safeLink(passed, POLICY)).toBe(passed);
}

describe('DESIGN trust boundaries: one link rule for every upstream address (generated addresses)', () => {
  it('passes only our own paths (our origin from any page of ours) or http(s) addresses on allow-listed hosts, unchanged when judged again', () => {
    fc.assert(
      fc.property(target, (t) => {
        const passed = safeLink(t, POLICY);
        if (passed !== null) judge(passed);
      }),
      { numRuns: 5000 },
    );
  });

  it('lets an API redirect lead only where the link rule lets a link', () => {
    fc.assert(
      fc.property(target, (t) => {
        const to = resolveRedirectTarget(t, POLICY);
        if (to !== null) judge(to);
      }),
      { numRuns: 3000 },
    );
  });
});
