import { linkPolicy, type SearchResult } from '@shop/api-client';
import { canonicalHref } from '../src/server/canonical';
import { judgeLocale } from '../src/routing/localeJudge';
import { matchRoute, type PageMatch } from '../src/routing/routes';

const policy = linkPolicy(['partner.example'], 'https://shop.example');

function page(address: string): { match: PageMatch; url: URL } {
  const url = new URL(address, 'https://shop.example');
  const match = matchRoute(url.pathname, url.search, judgeLocale);
  if (match.kind !== 'page') throw new Error(`${address} is no page`);
  return { match, url };
}

/** An answer with the given breadcrumbs (label, url, code) and facet codes; nothing else is read. */
function answer(crumbs: Array<[string, string, string?]>, facets: string[] = []): SearchResult {
  return {
    breadcrumbs: crumbs.map(([label, url, code = '']) => ({ code, label, url, link: {} })),
    facets: facets.map((code) => ({ code })),
  } as unknown as SearchResult;
}

function canonical(address: string, result: SearchResult | null): string | null {
  const { match, url } = page(address);
  return canonicalHref(match, url, result, policy);
}

const dogs = answer([['Haustier', '/h/de-DE/haustier/c10'], ['Hunde', '/h/de-DE/hunde/c1001']], ['brand', 'price']);

describe('canonical address of a server-rendered listing page', () => {
  it('a category takes the path its breadcrumb gives it, whatever name the address had', () => {
    expect(canonical('/h/schuhe/c1001', dogs)).toBe('/h/de-DE/hunde/c1001');
    expect(canonical('/h/c1001', dogs)).toBe('/h/de-DE/hunde/c1001');
    expect(canonical('/h/de-DE/hunde/c1001', dogs)).toBe('/h/de-DE/hunde/c1001');
  });

  it('a category takes the crumb of its own id, not its parent’s', () => {
    expect(canonical('/h/haustier/c10', dogs)).toBe('/h/de-DE/haustier/c10');
  });

  it('a category without a crumb of its own gets no canonical (not one that keeps a wrong name)', () => {
    expect(canonical('/h/schuhe/c1001', answer([['Haustier', '/h/de-DE/haustier/c10']]))).toBeNull();
    expect(canonical('/h/schuhe/c1001', null)).toBeNull();
  });

  it('a crumb is taken only through the link rule and only when it is our own category path', () => {
    const hostile = answer([
      ['Hunde', 'javascript:alert(1)//h/de-DE/hunde/c1001'],
      ['Hunde', 'https://evil.example/h/de-DE/hunde/c1001'],
      ['Hunde', 'https://partner.example/h/de-DE/hunde/c1001'],
      ['Hunde', '//evil.example/h/de-DE/hunde/c1001'],
      ['Hunde', '/q/search?q=c1001'],
    ]);
    expect(canonical('/h/schuhe/c1001', hostile)).toBeNull();
    // Our own origin written out is our own path; its query and hash are not the category's.
    expect(canonical('/h/schuhe/c1001', answer([['Hunde', 'https://shop.example/h/de-DE/hunde/c1001?sort=price#top']]))).toBe('/h/de-DE/hunde/c1001');
  });

  it('keeps what the shopper chose: search term, facet filters, sort and offset, written as the shop writes them', () => {
    const result = answer([], ['brand', 'price']);
    expect(canonical('/q/search?sort=price_asc&brand=Nordwind&q=garden%20chair&offset=24&brand=Alpina', result)).toBe(
      '/q/search?q=garden+chair&brand=Nordwind&brand=Alpina&sort=price_asc&offset=24',
    );
    expect(canonical('/h/schuhe/c1001?price=-500&sort=relevance&offset=0', dogs)).toBe('/h/de-DE/hunde/c1001?price=-500');
  });

  it('drops what changes how a page is shown or counted, and parameters the answer has no facet for', () => {
    expect(canonical('/q/search?q=sofa&designTheme=dark&pageId=p1&path=teaser&utm_source=news&gclid=x1&brand=Nordwind', answer([], ['brand']))).toBe('/q/search?q=sofa&brand=Nordwind');
    expect(canonical('/q/search?q=sofa&brand=Nordwind', null)).toBe('/q/search?q=sofa');
  });

  it('keeps the campaign of a campaign page', () => {
    expect(canonical('/q/query/summer?campaign=summer-sale&campaignPageName=garden', answer([]))).toBe('/q/query/summer?campaign=summer-sale&campaignPageName=garden');
  });

  const lumstad = answer([['Lumstad', '/q/de-DE/brand/lumstad', 'b1001']], ['price']);

  it("a brand takes its crumb's path, whatever name or case its address had: the crumb names it by its id or its name", () => {
    expect(canonical('/q/brand/Lumstad-Moebel/b1001', lumstad)).toBe('/q/de-DE/brand/lumstad');
    expect(canonical('/q//brand/anything/b1001/?price=10-20', lumstad)).toBe('/q/de-DE/brand/lumstad?price=10-20');
    expect(canonical('/q/de-DE/brand/LUMSTAD', lumstad)).toBe('/q/de-DE/brand/lumstad');
    // The one segment of /q/brand/{x} is read as an id, but may be the brand's name.
    expect(canonical('/q/brand/Lumstad', lumstad)).toBe('/q/de-DE/brand/lumstad');
    expect(canonical('/q/brand/b1001', lumstad)).toBe('/q/de-DE/brand/lumstad');
    // The crumb's own spelling is the canonical one; names compare in any case.
    expect(canonical('/q/de-DE/brand/lumstad', answer([['Lumstad', '/q/de-DE/brand/LumStad', 'b7']]))).toBe('/q/de-DE/brand/LumStad');
  });

  it('a brand without a crumb that names it gets no canonical', () => {
    expect(canonical('/q/brand/nordwind/b12', lumstad)).toBeNull();
    expect(canonical('/q/brand/nordwind/b12', answer([]))).toBeNull();
    expect(canonical('/q/brand/nordwind/b12', null)).toBeNull();
    // Not a brand page's path, or not our own: not the brand's address.
    expect(canonical('/q/brand/lumstad/b1001', answer([['Lumstad', '/h/de-DE/lumstad/c1001', 'b1001']]))).toBeNull();
    expect(canonical('/q/brand/lumstad/b1001', answer([['Lumstad', 'https://evil.example/q/de-DE/brand/lumstad', 'b1001']]))).toBeNull();
    expect(canonical('/q/brand/lumstad/b1001', answer([['Lumstad', 'javascript:alert(1)//q/de-DE/brand/lumstad', 'b1001']]))).toBeNull();
  });

  it('other listing pages keep their path, with its empty segments gone', () => {
    expect(canonical('/q//de-DE/brand-ca/nordwind/', answer([]))).toBe('/q/de-DE/brand-ca/nordwind');
  });

  it('a page framed by a storefront has none (its X-Robots-Tag keeps it out of indexes)', () => {
    expect(canonical('/q/search?q=sofa&isEmbedded=true', answer([]))).toBeNull();
    expect(canonical('/h/schuhe/c1001?isEmbedded=true', dogs)).toBeNull();
    expect(canonical('/q/search?q=sofa&isEmbedded=false', answer([]))).toBe('/q/search?q=sofa');
  });
});
