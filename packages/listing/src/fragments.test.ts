/** @jest-environment jsdom */
import { ReadableStream } from 'node:stream/web';
import { linkPolicy } from '@shop/api-client';
import { categoryContentPath, fragmentQueryOptions, fragmentRetryDelay, FRAGMENT_BOUNDS, FRAGMENT_RETRY_FIRST_MS, FRAGMENT_RETRY_MAX_MS, headerPageId, META_TEXT_MAX, parseFragment } from './fragments';

const policy = linkPolicy([], 'https://shop.example');

describe('page fragments (SPEC §2)', () => {
  it('reads links and text, never markup or scripts', () => {
    const fragment = parseFragment(
      '<nav><a href="/h/de-DE/mobel/c4">Möbel</a><a href="javascript:alert(1)">Bad</a><a href="https://shop.example/q/query/sale" onclick="x()">Sale</a></nav><script>alert(1)</script><p>© 2026 Shop</p><img src=x onerror=alert(1)>',
      policy,
    );
    expect(fragment.links).toEqual([
      { label: 'Möbel', href: '/h/de-DE/mobel/c4' },
      { label: 'Sale', href: '/q/query/sale' },
    ]);
    expect(fragment.texts).toEqual(['© 2026 Shop']);
    expect(fragment.contentLinks).toEqual([]);
  });

  it('passes fragment links through the link rule: other hosts only when allowed, never //host or /\\host', () => {
    const html = '<a href="//evil.example/x">A</a><a href="/\\evil.example">B</a><a href="https://partner.example/p">C</a><a href="/.//x//evil.example/x">D</a>';
    expect(parseFragment(html, policy).links).toEqual([]);
    expect(parseFragment(html, linkPolicy(['partner.example'], 'https://shop.example')).links).toEqual([{ label: 'C', href: 'https://partner.example/p' }]);
  });

  it('bounds a fragment: links, paragraphs and label length cut, an oversized fragment ignored (FRAGMENT_BOUNDS)', () => {
    const many = Array.from({ length: FRAGMENT_BOUNDS.links + 5 }, (_, i) => `<a href="/h/x/c${i}">L${i}</a>`).join('');
    expect(parseFragment(many, policy).links).toHaveLength(FRAGMENT_BOUNDS.links);
    const paragraphs = '<p>t</p>'.repeat(FRAGMENT_BOUNDS.texts + 5);
    expect(parseFragment(paragraphs, policy).texts).toHaveLength(FRAGMENT_BOUNDS.texts);
    const label = parseFragment(`<a href="/x">${'w'.repeat(FRAGMENT_BOUNDS.textLength * 2)}</a>`, policy).links[0]!.label;
    expect(label).toHaveLength(FRAGMENT_BOUNDS.textLength);
    expect(label.endsWith('…')).toBe(true);
    const huge = `<a href="/x">x</a>${' '.repeat(FRAGMENT_BOUNDS.length)}`;
    expect(parseFragment(huge, policy).links).toEqual([]);
  });

  it(`reads no fragment with more than FRAGMENT_BOUNDS.elements (${FRAGMENT_BOUNDS.elements}) elements: a parser's cost grows with the square of their nesting`, () => {
    const link = '<a href="/h/x/c1">Garden</a>';
    expect(parseFragment(`${'<div>'.repeat(FRAGMENT_BOUNDS.elements - 1)}${link}`, policy).links).toEqual([{ label: 'Garden', href: '/h/x/c1' }]);
    expect(parseFragment(`${'<div>'.repeat(FRAGMENT_BOUNDS.elements)}${link}`, policy).links).toEqual([]);
    // What is no start tag counts nothing.
    expect(parseFragment(`${'< 1 '.repeat(FRAGMENT_BOUNDS.elements * 2)}${link}`, policy).links).toHaveLength(1);
  });

  it("reads of a link's text only what its label can use: links nested around much text give their labels, cut", () => {
    const words = ' wood'.repeat(20_000);
    const nested = `${'<a href="/h/x/c1">'.repeat(50)}${words}${'</a>'.repeat(50)}`;
    const read: number[] = [];
    const textContent = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent')!;
    Object.defineProperty(Node.prototype, 'textContent', { configurable: true, get() { read.push(1); return textContent.get!.call(this); } });
    try {
      const { links } = parseFragment(nested, policy);
      expect(links.length).toBeGreaterThan(0);
      for (const { label } of links) expect(label).toHaveLength(FRAGMENT_BOUNDS.textLength);
    } finally {
      Object.defineProperty(Node.prototype, 'textContent', textContent);
    }
    // No link's whole text was read.
    expect(read).toEqual([]);
  });

  it('tells content links from navigation links', () => {
    const fragment = parseFragment('<nav><ol><li><a href="/h/x/c1">Home &amp; garden</a></li></ol></nav><ul><li><a href="/h/x/c101">Garden furniture</a></li></ul>', policy);
    expect(fragment.contentLinks).toEqual([{ label: 'Garden furniture', href: '/h/x/c101' }]);
  });

  it('reads category section content from /c/{locale/}h{number} (SPEC §2)', () => {
    expect(categoryContentPath('c12', 'de_AT', 'de-AT')).toBe('/c/de-AT/h12?locale=de_AT');
    expect(categoryContentPath('h7', 'de_DE')).toBe('/c/h7?locale=de_DE');
    expect(categoryContentPath('x7', 'de_DE')).toBeNull();
  });

  it('SPEC §2: takes the header pageId from the pageId parameter, else for categories the path parameter or the category id', () => {
    expect(headerPageId('?pageId=p7', { categoryId: 'c1' })).toBe('p7');
    expect(headerPageId('', { categoryId: 'c1' })).toBe('c1');
    expect(headerPageId('', {})).toBeUndefined();
    // For categories the path parameter comes before the category id; elsewhere it is no page id.
    expect(headerPageId('?path=moebel%2Fsofas', { categoryId: 'c1' })).toBe('moebel/sofas');
    expect(headerPageId('?pageId=p7&path=moebel', { categoryId: 'c1' })).toBe('p7');
    expect(headerPageId('?path=moebel', {})).toBeUndefined();
    expect(headerPageId('?pageId=&path=', { categoryId: 'c1' })).toBe('c1');
  });
});

describe('the meta fragment (SPEC §2 /n/meta)', () => {
  it('reads the title, description and shop name as text, bounded, never as markup', () => {
    const long = 'x'.repeat(1000);
    const fragment = parseFragment(
      `<title>Sofas &amp; more <b>cheap</b></title><meta name="description" content="  Alles   für Ihr Zuhause "><meta property="og:site_name" content="${long}"><script>alert(1)</script>`,
      policy,
    );
    expect(fragment.meta.title).toBe('Sofas & more <b>cheap</b>');
    expect(fragment.meta.description).toBe('Alles für Ihr Zuhause');
    expect(fragment.meta.siteName).toHaveLength(META_TEXT_MAX);
  });

  it('says nothing when the fragment has no meta elements', () => {
    expect(parseFragment('<p>hello</p>', policy).meta).toEqual({ title: '', description: '', siteName: '' });
  });
});

/** A fetch answer with a streamed body (jsdom has no Response). */
function answer(body: ReadableStream<Uint8Array>): Response {
  return { ok: true, status: 200, headers: { get: () => null }, body, text: () => Promise.reject(new Error('read the stream')) } as unknown as Response;
}

/** A failed fetch answer of `status`, its body a stream (jsdom has no Response). */
function failed(status: number): Response {
  return { ok: false, status, headers: { get: () => null }, body: streamOf('busy') } as unknown as Response;
}

function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

describe('fragment query (server renderer and browser alike)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads a fragment from the base address under the same key as the browser', async () => {
    const asked: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return answer(streamOf('<nav><a href="/h/de-DE/mobel/c4">Möbel</a></nav>'));
    }) as typeof fetch;
    const options = fragmentQueryOptions('/n/header?locale=de_DE', policy, 'http://api.internal/prefix/');
    expect(options.queryKey).toEqual(['fragment', '/n/header?locale=de_DE']);
    const fragment = await options.queryFn({ signal: new AbortController().signal });
    expect(asked).toEqual(['http://api.internal/prefix/n/header?locale=de_DE']);
    expect(fragment.links).toEqual([{ label: 'Möbel', href: '/h/de-DE/mobel/c4' }]);
  });

  it('a fragment the service says is not there (404, 410) is an empty fragment, kept like any answer', async () => {
    for (const status of [404, 410]) {
      globalThis.fetch = (async () => failed(status)) as typeof fetch;
      const fragment = await fragmentQueryOptions('/c/h1001?locale=de_DE', policy).queryFn({ signal: new AbortController().signal });
      expect(fragment).toEqual({ links: [], contentLinks: [], texts: [], meta: { title: '', description: '', siteName: '' } });
    }
  });

  it('a fragment whose service failed (5xx, 429) fails its query, so it is asked for again, not kept empty', async () => {
    for (const status of [500, 502, 503, 429]) {
      globalThis.fetch = (async () => failed(status)) as typeof fetch;
      await expect(fragmentQueryOptions('/n/header?locale=de_DE', policy).queryFn({ signal: new AbortController().signal })).rejects.toThrow(String(status));
    }
  });

  it('a failed fragment is asked for again after pauses doubling from 2 s to a minute, on the page shown again, and not once it came', () => {
    const options = fragmentQueryOptions('/n/header?locale=de_DE', policy);
    expect(options.refetchOnWindowFocus).toBe(true);
    const interval = (status: string, errorUpdateCount: number) => options.refetchInterval({ state: { status, errorUpdateCount } });
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => interval('error', n))).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(interval('success', 3)).toBe(false);
    expect(interval('pending', 0)).toBe(false);
    expect(fragmentRetryDelay(1)).toBe(FRAGMENT_RETRY_FIRST_MS);
    expect(fragmentRetryDelay(99)).toBe(FRAGMENT_RETRY_MAX_MS);
  });

  it('never reads a fragment past its bound: a larger one is dropped unread', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode('<p>x</p>'.repeat(8192));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    globalThis.fetch = (async () => answer(body)) as typeof fetch;
    const fragment = await fragmentQueryOptions('/n/footer?locale=de_DE', policy).queryFn({ signal: new AbortController().signal });
    expect(fragment.texts).toEqual([]);
    expect(pulled).toBeLessThanOrEqual(FRAGMENT_BOUNDS.length * 4 + chunk.byteLength * 2);
  });
});
