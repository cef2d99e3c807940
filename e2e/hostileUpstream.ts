import { createServer, type Server } from 'node:http';

/**
 * A search API and fragment service that answers with hostile data (DESIGN.md "Trust boundaries"): markup and
 * scripts in every text, `javascript:` and off-site links in every link field, huge strings and lists, deeply
 * nested junk, an unsafe redirect, and fragments with `<script>` and `<img onerror>`. Every payload that ran
 * would bump `window.__pwned` or open a dialog; every link that was followed would leave localhost.
 *
 * The search term picks the answer: `xss` (markup and links), `long` (47 titles of 20,000 characters),
 * `many` (20,000 items), `nested` (junk nested 5,000 levels deep), `redirect` (a 200 redirect to
 * `/.//x//evil.com/x`), `redirect3xx` (a 302 to `//evil.com/x`), `moved` and `movedfornow` (a 301 and a 302 to
 * the search for sofa); anything else answers like `xss`.
 */

const PWN = 'window.__pwned=(window.__pwned||0)+1';

/** Markup that would run if a text were ever injected as HTML. */
export const HOSTILE_MARKUP = `<script>${PWN}</script><img src=x onerror="${PWN}"><svg onload="${PWN}"></svg>`;

/** Link targets that leave the shop or run script if followed. */
export const HOSTILE_LINKS = [
  `javascript:${PWN}`,
  `JaVaScRiPt:alert(1)`,
  `java\tscript:alert(1)`,
  `data:text/html,<script>${PWN}</script>`,
  `vbscript:msgbox(1)`,
  '//evil.com/x',
  '/\\evil.com/x',
  '\\\\evil.com/x',
  'https:evil.com/x',
  'https://shop@evil.com/x',
  '/.//x//evil.com/x',
  '/%2F%2Fevil.com',
  ' \n//evil.com',
  'http://127.0.0.1.evil.com/',
  'https://evil.com/',
];

function hostileLink(i: number): string {
  return HOSTILE_LINKS[i % HOSTILE_LINKS.length]!;
}

/** JSON text of objects nested `depth` levels deep (built as text: serialising it would overflow the stack). */
function nestedJson(depth: number): string {
  return `${'{"a":[1,'.repeat(depth)}${JSON.stringify(HOSTILE_MARKUP)}${']}'.repeat(depth)}`;
}

/** A title of about `length` characters made of words, as a long product text would be. */
function longText(length: number, word = 'Wohnzimmersofa '): string {
  return word.repeat(Math.ceil(length / word.length)).slice(0, length);
}

function item(i: number, title: string): unknown {
  return {
    code: `p${i}`,
    url: hostileLink(i),
    link: { type: 'search', q: HOSTILE_MARKUP },
    gridbox: {
      productId: `p${i}`,
      erpNumber: `${HOSTILE_MARKUP}${i}`,
      keyfacts: { title },
      brand: { name: HOSTILE_MARKUP },
      price: { price: 10 + i },
      image: { url: i % 2 === 0 ? `//evil.com/${i}.png` : `javascript:${PWN}`, alt: HOSTILE_MARKUP },
      stockAvailability: { availabilityIndicator: 3 },
    },
  };
}

function facetValue(i: number, label: string): unknown {
  return { label, value: `v${i}`, count: i + 1, selected: false, url: hostileLink(i), link: { type: 'search' } };
}

function searchBody(q: string, items: unknown[], label = HOSTILE_MARKUP): unknown {
  const values = Array.from({ length: 12 }, (_, i) => facetValue(i, `${label}${i}`));
  return {
    type: 'search',
    q,
    locale: 'de_DE',
    assortment: 'DE',
    numFound: items.length,
    offset: 0,
    fetchsize: Math.max(items.length, 48),
    sort: 'relevance',
    redirectURL: '//evil.com/redirect',
    items,
    sorts: [
      { code: 'relevance', label, url: hostileLink(0), link: { type: 'search' } },
      { code: 'price-asc', label: `${label}asc`, url: hostileLink(5), link: { type: 'search' } },
    ],
    facets: [
      { code: 'brand', label, type: 'TEXT', selector: 'OR', resetURL: hostileLink(6), values, topvalues: values },
      { code: 'category', label, type: 'TEXT', selector: 'OR', values: values.slice(0, 4) },
    ],
    selections: {
      values: [{ code: 'brand', value: 'x', label, url: hostileLink(7), link: { type: 'search' } }],
      resetAll: hostileLink(8),
      resetLink: { type: 'search' },
    },
    breadcrumbs: HOSTILE_LINKS.map((url, i) => ({ code: `b${i}`, label: `${label}${i}`, url, link: { type: 'search' } })),
    // Teasers and advisor answers leading off-site or to script (each left out), with pictures from elsewhere
    // (left out), and one of each on our own path with markup for its text (shown as text).
    teasers: [
      ...HOSTILE_LINKS.map((url, i) => ({ id: `t${i}`, name: `${label}${i}`, image: '/q/api/images/p1.svg', url, link: { type: 'search' } })),
      { id: 'own', name: label, text: label, image: '//evil.com/t.png', mobile_image: `javascript:${PWN}`, url: '/q/search?q=teaser', link: { type: 'search' } },
      { id: 'own-image', name: label, text: `${label} teaser`, image: '/q/api/images/p2.svg', mobile_image: '//evil.com/m.png', url: '/q/search?q=teaser', link: { type: 'search' } },
    ],
    advisors: [
      {
        id: 'a1',
        name: label,
        question: `${label} question`,
        answers: [
          ...HOSTILE_LINKS.map((url, i) => ({ text: `${label}${i}`, url, image: '/q/api/images/p1.svg', link: { type: 'search' } })),
          { text: `${label} answer`, url: '/q/search?q=answer', image: `javascript:${PWN}`, link: { type: 'search', q: 'answer' } },
        ],
      },
    ],
  };
}

function searchAnswer(q: string): { status: number; headers?: Record<string, string>; body?: unknown; raw?: string } {
  switch (q) {
    case 'long':
      return { status: 200, body: searchBody(q, Array.from({ length: 47 }, (_, i) => item(i, `${longText(20_000)}${i}`)), longText(20_000, 'Marke ')) };
    case 'many':
      return { status: 200, body: searchBody(q, Array.from({ length: 20_000 }, (_, i) => item(i, `Sofa ${i}`))) };
    case 'nested':
      return { status: 200, raw: JSON.stringify(searchBody(q, [item(1, 'Sofa')])).replace(/^\{/, `{"xPayload":${nestedJson(10_000)},"details":${nestedJson(10_000)},`) };
    case 'redirect':
      return { status: 200, body: { type: 'redirect', redirectURL: '/.//x//evil.com/x', items: [], numFound: 0 } };
    case 'redirect3xx':
      return { status: 302, headers: { Location: '//evil.com/x' }, body: { redirectURL: '//evil.com/x' } };
    // A search the API moved for good, and one it moved for now (SPEC §7: the status is kept).
    case 'moved':
      return { status: 301, headers: { Location: '/q/api/search?q=sofa' }, body: {} };
    case 'movedfornow':
      return { status: 302, headers: { Location: '/q/api/search?q=sofa' }, body: {} };
    // Redirects that go round: two searches sending to each other, and three in a ring.
    case 'ping':
      return { status: 200, body: { type: 'redirect', redirectURL: '/q/search?q=pong', items: [], numFound: 0 } };
    case 'pong':
      return { status: 302, headers: { Location: '/q/api/search?q=ping' }, body: {} };
    case 'ring1':
    case 'ring2':
    case 'ring3':
      return { status: 200, body: { type: 'redirect', redirectURL: `/q/search?q=ring${(Number(q.slice(4)) % 3) + 1}`, items: [], numFound: 0 } };
    default:
      return { status: 200, body: searchBody(q, Array.from({ length: 24 }, (_, i) => item(i, `${HOSTILE_MARKUP} Sofa ${i}`))) };
  }
}

function suggestBody(q: string): unknown {
  return {
    q,
    locale: 'de_DE',
    assortment: 'DE',
    groups: [
      {
        code: 'productName',
        label: HOSTILE_MARKUP,
        items: HOSTILE_LINKS.map((url, i) => ({ label: `${HOSTILE_MARKUP}sofa${i}`, url, hitCount: 3, link: { type: 'search' } })),
      },
      { code: 'brand', label: longText(20_000, 'Marke '), items: [{ label: longText(20_000, 'Marke '), url: '//evil.com/', hitCount: 1 }] },
    ],
  };
}

/** A fragment as a hostile fragment service would send it: scripts, handlers and off-site links. */
export function hostileFragment(name: string): string {
  const links = HOSTILE_LINKS.map((href, i) => `<a href="${href.replace(/"/g, '&quot;')}">${name} link ${i}</a>`).join('');
  return `<div><script>${PWN}</script><img src="x" onerror="${PWN}"><nav>${links}</nav><p onclick="${PWN}">${name} text <b>${'&lt;script&gt;'}</b></p><a href="/q/search?q=ok">${name} own link</a></div>`;
}

export interface HostileUpstream {
  /** Paths and queries asked, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

export async function startHostileUpstream(port: number): Promise<HostileUpstream> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    requests.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}, raw?: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(raw ?? JSON.stringify(body));
    };
    if (url.pathname.startsWith('/n/') || url.pathname.startsWith('/c/')) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(hostileFragment(url.pathname.slice(1)));
      return;
    }
    if (url.pathname === '/q/api/suggest') return json(200, suggestBody(url.searchParams.get('q') ?? ''));
    if (url.pathname === '/q/api/message') return json(200, { key: url.searchParams.get('key') ?? '', value: HOSTILE_MARKUP });
    if (url.pathname.startsWith('/q/api/gridboxes')) return json(200, []);
    if (url.pathname.startsWith('/t/')) return json(200, []);
    if (url.pathname.startsWith('/q/api/')) {
      const answer = searchAnswer(url.searchParams.get('q') ?? '');
      return json(answer.status, answer.body, answer.headers, answer.raw);
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
