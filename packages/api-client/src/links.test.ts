import { MAX_URL_LENGTH, isOwnPath, linkPolicy, resolveRedirectTarget, safeLink } from './index';

const ORIGIN = 'https://shop.example';
const ALLOWED = ['www.partner.example', 'media.example:8443'];
const policy = linkPolicy(ALLOWED, ORIGIN);

/** Host names an attacker would use; none is ours or allowed. */
const EVIL_HOSTS = ['evil.com', 'EVIL.com', 'evil.com.', 'shop.example.evil.com', 'www.partner.example.evil.com', 'evil.com%2F', 'xn--evil-mh3b.com'];

/** Ways of writing "go to another host" that a browser accepts. */
function offSiteForms(host: string): string[] {
  return [
    `//${host}`,
    `//${host}/x`,
    `///${host}/x`,
    `////${host}`,
    `/\\${host}`,
    `\\/${host}`,
    `\\\\${host}`,
    `\\\\\\${host}/x`,
    `/\t/${host}`,
    `/\n/${host}`,
    `/\r\n/${host}`,
    `\t//${host}`,
    ` //${host}`,
    `\u0000//${host}`,
    `\u001f//${host}`,
    `https:${host}`,
    `https:/${host}`,
    `https:\\\\${host}`,
    `http:${host}/x`,
    `https://${host}`,
    `HTTPS://${host}/x`,
    `http://${host}:80/`,
    `https://${host}:443/x?y#z`,
    `https://${host}\\@shop.example/`,
    `https://shop.example@${host}/`,
    `https://shop.example:pw@${host}/`,
    `https://${host}#@shop.example`,
    `https://${host}?@shop.example`,
    `/.//x//${host}/x`,
    `/./\\${host}`,
    `/..//${host}`,
    `/x/../..//${host}`,
  ];
}

const SCRIPT_SCHEMES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript://%0aalert(1)',
  'javascript://shop.example/%0aalert(1)',
  'javascript:/*//shop.example*/alert(1)',
  'javascript\t:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'file://evil.com/share',
  'ftp://evil.com/x',
  'ftp://www.partner.example/x',
  'blob:https://shop.example/uuid',
  'filesystem:https://shop.example/temporary/x',
  'about:blank',
  'chrome://settings',
  'view-source:https://evil.com',
  'mailto:a@evil.com',
  'tel:+123',
  'ws://evil.com',
  'wss://www.partner.example/',
  'intent://evil.com#Intent;end',
  'android-app://evil.com',
  'ms-settings:',
  'jar:https://evil.com!/',
  'livescript:alert(1)',
  'mocha:alert(1)',
  'x-javascript:alert(1)',
];

/** Look-alikes, encodings and other hosts written so a string check would miss them. */
const DISGUISED = [
  'jav&#x09;ascript:alert(1)',
  'https://evil。com',
  'https://evil．com',
  'https://evil｡com',
  '//evil。com',
  'https://ｅｖｉｌ.com',
  'https://shop.example．evil.com',
  'https://shоp.example',
  'https://www.pаrtner.example',
  'https://xn--shp-qdd.example',
  'https://шоп.example',
  'https://www.partner.example\u200b.evil.com',
  'https://www.partner.example\u00ad',
  '／／evil.com',
  '＼＼evil.com',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '/%5C%5Cevil.com',
  '/%5cevil.com',
  '%2F%2Fevil.com',
  '%2f%2fevil.com/x',
  '/%09/evil.com',
  '/%0a/evil.com',
  'https%3A%2F%2Fevil.com',
  'https%3a//evil.com',
  '/\u2215\u2215evil.com',
  '/\u2044\u2044evil.com',
  '\u2028//evil.com',
  '\u3000//evil.com',
  'https://127.0.0.1/',
  'https://2130706433/',
  'https://0x7f.0.0.1/',
  'https://0177.0.0.1/',
  'https://127.1/',
  'http://0/',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[0:0:0:0:0:ffff:7f00:1]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://[fe80::1%25eth0]/',
  'http://localhost/',
  'http://localhost:3000/',
  'https://shop.example:8443/',
  'http://shop.example/',
  'https://www.partner.example:444/',
  'https://media.example/',
  'http://media.example:8444/',
  'https://partner.example/',
  'https://www.partner.example.',
  'https://evil.com/https://shop.example',
  'https://evil.com/?https://shop.example',
];

const OVERLONG = [`/${'a'.repeat(MAX_URL_LENGTH)}`, `https://www.partner.example/${'a'.repeat(MAX_URL_LENGTH)}`];

const NOT_STRINGS: unknown[] = [undefined, null, 0, 1, true, {}, [], ['/x'], { href: '/x' }, () => '/x', Symbol('x')];

const HOSTILE_TARGETS: string[] = [
  ...EVIL_HOSTS.flatMap(offSiteForms),
  ...SCRIPT_SCHEMES,
  ...DISGUISED,
  ...OVERLONG,
  '',
  ' ',
  '\t\n',
];

/** Legitimate targets and what they must become. */
const LEGITIMATE: [string, string][] = [
  ['/q/search?q=sofa', '/q/search?q=sofa'],
  ['/q/de-DE/search?q=shoe&brand=Nordwind&brand=Kestrel', '/q/de-DE/search?q=shoe&brand=Nordwind&brand=Kestrel'],
  ['/q/search?q=tisch+rund&sort=price-asc', '/q/search?q=tisch+rund&sort=price-asc'],
  ['/h/shoes/c1200', '/h/shoes/c1200'],
  ['/h/pl-PL/buty/c1200?offset=48', '/h/pl-PL/buty/c1200?offset=48'],
  ['/q/brand/Nordwind/b12', '/q/brand/Nordwind/b12'],
  ['/q/query/summer-sale', '/q/query/summer-sale'],
  ['/c/sofas/s42', '/c/sofas/s42'],
  ['/p/12345', '/p/12345'],
  ['/', '/'],
  ['/#top', '/#top'],
  ['/q/search?q=%C3%A4pfel', '/q/search?q=%C3%A4pfel'],
  ['/q/search?q=äpfel', '/q/search?q=%C3%A4pfel'],
  ['/q/search?q=a%2Fb', '/q/search?q=a%2Fb'],
  ['/q/search?q=//evil.com', '/q/search?q=//evil.com'],
  ['/h/x/c1#//evil.com', '/h/x/c1#//evil.com'],
  ['q/search?q=a', '/q/search?q=a'],
  ['?q=b', '/?q=b'],
  [' /q/search?q=c ', '/q/search?q=c'],
  ['/q/./search', '/q/search'],
  ['/q/x/../search', '/q/search'],
  ['https://shop.example/q/search?q=d', '/q/search?q=d'],
  ['HTTPS://SHOP.EXAMPLE/h/x/c1', '/h/x/c1'],
  ['//shop.example/h/x/c2', '/h/x/c2'],
  ['https://shop.example:443/h/x/c3', '/h/x/c3'],
  ['https://www.partner.example/landing', 'https://www.partner.example/landing'],
  ['http://www.partner.example/landing?x=1', 'http://www.partner.example/landing?x=1'],
  ['https://WWW.Partner.Example/a', 'https://www.partner.example/a'],
  ['https://media.example:8443/img.png', 'https://media.example:8443/img.png'],
];

function expectHarmless(result: string | null): void {
  if (result === null) return;
  if (isOwnPath(result)) {
    // An own path stays on whatever origin it is resolved against: it names no host of its own.
    expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
    expect(new URL(result, 'https://other.example').origin).toBe('https://other.example');
    expect(result.startsWith('//')).toBe(false);
    return;
  }
  const url = new URL(result);
  expect(['www.partner.example', 'media.example:8443']).toContain(url.host);
  expect(['http:', 'https:']).toContain(url.protocol);
  expect([url.username, url.password]).toEqual(['', '']);
}

describe('safeLink: one rule for every upstream link and redirect (DESIGN.md trust boundaries)', () => {
  it('the hostile corpus holds at least 200 distinct targets', () => {
    expect(new Set(HOSTILE_TARGETS).size).toBeGreaterThanOrEqual(200);
  });

  it.each(HOSTILE_TARGETS.map((t) => [JSON.stringify(t).slice(0, 80), t]))(
    'refuses or keeps on our origin the hostile target %s',
    (_name, target) => {
      const result = safeLink(target, policy);
      expectHarmless(result);
      // Never another host than the allowed ones, and never a script scheme, however the result is used.
      if (result !== null) expect(new URL(result, ORIGIN).host).toMatch(/^(shop\.example|www\.partner\.example|media\.example:8443)$/);
    },
  );

  it('refuses every script scheme and every off-site form outright (not just rewrites it)', () => {
    // `https:evil.com` is relative on an https page (a browser opens /evil.com there): the next test pins those.
    const schemeWithoutSlashes = /^https?:(?![/\\]{2})/;
    for (const target of [...SCRIPT_SCHEMES, ...EVIL_HOSTS.flatMap(offSiteForms).filter((t) => !schemeWithoutSlashes.test(t))]) {
      expect([target, safeLink(target, policy)]).toEqual([target, null]);
    }
  });

  it('resolves a scheme without slashes as a browser does: another host from an http page, a path on an https page', () => {
    expect(safeLink('https:evil.com/x', linkPolicy([], 'http://shop.example'))).toBeNull();
    expect(safeLink('https:evil.com/x', linkPolicy([], 'https://shop.example'))).toBe('/evil.com/x');
    expect(safeLink('http:evil.com/x', linkPolicy([], 'https://shop.example'))).toBeNull();
  });

  it('refuses a path a browser would read as another host after dot segments: /.//x//evil.com/x', () => {
    expect(safeLink('/.//x//evil.com/x', policy)).toBeNull();
    expect(safeLink('/..//evil.com', policy)).toBeNull();
  });

  it.each(NOT_STRINGS.map((v) => [String(typeof v), v]))('refuses a non-string target (%s)', (_name, value) => {
    expect(safeLink(value, policy)).toBeNull();
  });

  it.each(LEGITIMATE)('keeps the legitimate target %j as %j', (target, expected) => {
    expect(safeLink(target, policy)).toBe(expected);
  });

  it('is stable: a kept target judged again stays the same', () => {
    for (const [target] of LEGITIMATE) {
      const once = safeLink(target, policy);
      expect(safeLink(once, policy)).toBe(once);
    }
  });

  it('allows other hosts only from the allow-list (ALLOWED_REDIRECT_HOSTS), none by default', () => {
    const ownOnly = linkPolicy([], ORIGIN);
    expect(safeLink('https://www.partner.example/landing', ownOnly)).toBeNull();
    expect(safeLink('https://www.partner.example/landing', policy)).toBe('https://www.partner.example/landing');
    // A port in an entry is exact; without one only the default port matches.
    expect(safeLink('https://www.partner.example:8443/', policy)).toBeNull();
    expect(safeLink('https://media.example/', policy)).toBeNull();
  });

  it('ignores malformed allow-list entries instead of widening the list', () => {
    const broken = linkPolicy(['', ' ', 'evil.com/x', 'a@evil.com', '*', 'https://evil.com'], ORIGIN);
    for (const target of ['https://evil.com/x', 'https://a@evil.com/', 'https://x.evil.com/']) expect(safeLink(target, broken)).toBeNull();
  });

  it('keeps only relative targets when the page has no http origin (server, file page)', () => {
    const noOrigin = linkPolicy([], 'null');
    expect(safeLink('/q/search?q=a', noOrigin)).toBe('/q/search?q=a');
    expect(safeLink('https://shop.example/q', noOrigin)).toBeNull();
    expect(safeLink('//evil.com', noOrigin)).toBeNull();
  });

  it('DESIGN trust boundaries: keeps a target of 2048 characters and refuses one of 2049', () => {
    const path = `/q/search?q=${'a'.repeat(2048 - 12)}`;
    expect(safeLink(path, policy)).toBe(path);
    expect(safeLink(`${path}a`, policy)).toBeNull();
  });

  it(`refuses targets longer than MAX_URL_LENGTH (${MAX_URL_LENGTH})`, () => {
    const path = `/q/search?q=${'a'.repeat(MAX_URL_LENGTH - 12)}`;
    expect(path.length).toBe(MAX_URL_LENGTH);
    expect(safeLink(path, policy)).toBe(path);
    expect(safeLink(`${path}a`, policy)).toBeNull();
  });
});

describe("safeLink's cost: one address parsed per link", () => {
  it("reads the policy's origin once, not again for every link checked", () => {
    const own = linkPolicy([], 'https://count.example');
    safeLink('/warm', own);
    const Original = globalThis.URL;
    let parsed = 0;
    globalThis.URL = class CountedURL extends Original {
      constructor(url: string | URL, base?: string | URL) {
        super(url, base);
        parsed++;
      }
    };
    try {
      for (let i = 0; i < 50; i++) expect(safeLink(`/p/${i}`, own)).toBe(`/p/${i}`);
    } finally {
      globalThis.URL = Original;
    }
    expect(parsed).toBe(50);
  });

  it('judges every link by its own policy, past the number of origins it keeps read', () => {
    const policies = Array.from({ length: 40 }, (_, i) => ({ origin: `https://o${i}.example`, allowedHosts: [] }));
    for (const [i, own] of policies.entries()) {
      expect(safeLink(`https://o${i}.example/x?y=1`, own)).toBe('/x?y=1');
      expect(safeLink(`https://o${(i + 1) % 40}.example/x`, own)).toBeNull();
    }
    expect(safeLink('https://o3.example/x', { origin: 'javascript:alert(1)', allowedHosts: [] })).toBeNull();
  });
});

describe('resolveRedirectTarget: redirects pass the same rule, then API paths become view paths (SPEC §7)', () => {
  it.each(HOSTILE_TARGETS.map((t) => [JSON.stringify(t).slice(0, 80), t]))('refuses or keeps on our origin the hostile redirect %s', (_name, target) => {
    expectHarmless(resolveRedirectTarget(target, policy));
  });

  it('refuses the 200 redirect of the issue: /.//x//evil.com/x', () => {
    expect(resolveRedirectTarget('/.//x//evil.com/x', policy)).toBeNull();
  });

  it('maps API paths on our origin and on allowed hosts to view paths', () => {
    expect(resolveRedirectTarget('/q/api/category/shoes/c1200', policy)).toBe('/h/shoes/c1200');
    expect(resolveRedirectTarget('https://shop.example/q/api/brand/x', policy)).toBe('/q/brand/x');
    expect(resolveRedirectTarget('https://www.partner.example/q/api/brand/x', policy)).toBe('https://www.partner.example/q/brand/x');
    expect(resolveRedirectTarget('/q/api/gridboxes/DE/de?ids=1', policy)).toBeNull();
  });

  it('refuses allowed hosts over other schemes', () => {
    expect(resolveRedirectTarget('ftp://www.partner.example/x', policy)).toBeNull();
  });
});
