/** @jest-environment jsdom */
import { linkPolicy } from '@shop/api-client';
import { categoryContentPath, FRAGMENT_BOUNDS, headerPageId, META_TEXT_MAX, parseFragment } from './fragments';

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

  it('tells content links from navigation links', () => {
    const fragment = parseFragment('<nav><ol><li><a href="/h/x/c1">Home &amp; garden</a></li></ol></nav><ul><li><a href="/h/x/c101">Garden furniture</a></li></ul>', policy);
    expect(fragment.contentLinks).toEqual([{ label: 'Garden furniture', href: '/h/x/c101' }]);
  });

  it('reads category section content from /c/{locale/}h{number} (SPEC §2)', () => {
    expect(categoryContentPath('c12', 'de_AT', 'de-AT')).toBe('/c/de-AT/h12?locale=de_AT');
    expect(categoryContentPath('h7', 'de_DE')).toBe('/c/h7?locale=de_DE');
    expect(categoryContentPath('x7', 'de_DE')).toBeNull();
  });

  it('takes the header pageId from the pageId parameter, else the category id', () => {
    expect(headerPageId('?pageId=p7', { categoryId: 'c1' })).toBe('p7');
    expect(headerPageId('', { categoryId: 'c1' })).toBe('c1');
    expect(headerPageId('', {})).toBeUndefined();
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
