/** @jest-environment jsdom */
import { categoryContentPath, headerPageId, META_TEXT_MAX, parseFragment } from './fragments';

describe('page fragments (SPEC §2)', () => {
  it('reads links and text, never markup or scripts', () => {
    const fragment = parseFragment(
      '<nav><a href="/h/de-DE/mobel/c4">Möbel</a><a href="javascript:alert(1)">Bad</a><a href="https://evil.example/x" onclick="x()">Ok host</a></nav><script>alert(1)</script><p>© 2026 Shop</p><img src=x onerror=alert(1)>',
    );
    expect(fragment.links).toEqual([
      { label: 'Möbel', href: '/h/de-DE/mobel/c4' },
      { label: 'Ok host', href: 'https://evil.example/x' },
    ]);
    expect(fragment.texts).toEqual(['© 2026 Shop']);
    expect(fragment.contentLinks).toEqual([]);
  });

  it('tells content links from navigation links', () => {
    const fragment = parseFragment('<nav><ol><li><a href="/h/x/c1">Home &amp; garden</a></li></ol></nav><ul><li><a href="/h/x/c101">Garden furniture</a></li></ul>');
    expect(fragment.contentLinks).toEqual([{ label: 'Garden furniture', href: '/h/x/c101' }]);
  });

  it('reads category section content from /c/{locale/}h{number} (SPEC §2)', () => {
    expect(categoryContentPath('c12', 'de-DE')).toBe('/c/de-DE/h12');
    expect(categoryContentPath('h7')).toBe('/c/h7');
    expect(categoryContentPath('x7')).toBeNull();
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
    );
    expect(fragment.meta.title).toBe('Sofas & more <b>cheap</b>');
    expect(fragment.meta.description).toBe('Alles für Ihr Zuhause');
    expect(fragment.meta.siteName).toHaveLength(META_TEXT_MAX);
  });

  it('says nothing when the fragment has no meta elements', () => {
    expect(parseFragment('<p>hello</p>').meta).toEqual({ title: '', description: '', siteName: '' });
  });
});
