import { DEFAULT_FETCHSIZE } from '@shop/listing';
import { listingPageNumber } from './listingPage';
import { isNewPage, pageTitle } from './pageTitle';

describe('page titles (WCAG 2.4.2, SPEC §2 /n/meta)', () => {
  it('takes the title the meta fragment gives', () => {
    expect(pageTitle({ metaTitle: 'Sofas – Shop', heading: 'Results for “sofa”', shopName: 'Shop' })).toBe('Sofas – Shop');
  });

  it('without one, names the page after its heading (search term, category, brand) and the shop', () => {
    expect(pageTitle({ metaTitle: '', heading: ' Ergebnisse für „Sofa“ ', shopName: 'Shop' })).toBe('Ergebnisse für „Sofa“ – Shop');
    expect(pageTitle({ metaTitle: '', heading: 'Produkty marki\n Nordwind', shopName: 'Sklep' })).toBe('Produkty marki Nordwind – Sklep');
  });

  it('is the shop name alone while the page has no heading yet', () => {
    expect(pageTitle({ metaTitle: '', heading: '', shopName: 'Boutique' })).toBe('Boutique');
  });
});

describe("a listing's later pages have titles of their own", () => {
  it('say which page after the name, before the shop; after the meta fragment title', () => {
    expect(pageTitle({ metaTitle: '', heading: 'Sofas', shopName: 'Shop', page: 'Seite 2' })).toBe('Sofas – Seite 2 – Shop');
    expect(pageTitle({ metaTitle: 'Sofas kaufen | Shop', heading: 'Sofas', shopName: 'Shop', page: 'Seite 3' })).toBe('Sofas kaufen | Shop – Seite 3');
    expect(pageTitle({ metaTitle: '', heading: '', shopName: 'Shop', page: 'Seite 2' })).toBe('Shop – Seite 2');
    expect(pageTitle({ metaTitle: '', heading: 'Sofas', shopName: 'Shop' })).toBe('Sofas – Shop');
  });

  it(`the page an address shows: its offset in blocks of the listing's fetchsize (${DEFAULT_FETCHSIZE}), from 1`, () => {
    expect(listingPageNumber('?q=sofa', 'de_DE')).toBe(1);
    expect(listingPageNumber(`?q=sofa&offset=${DEFAULT_FETCHSIZE}`, 'de_DE')).toBe(2);
    expect(listingPageNumber(`?offset=${DEFAULT_FETCHSIZE * 2 + 5}`, 'de_DE')).toBe(3);
    expect(listingPageNumber('?offset=-48', 'de_DE')).toBe(1);
    expect(listingPageNumber('?offset=abc', 'de_DE')).toBe(1);
  });
});

describe('which navigations are a new page for focus', () => {
  it('a plain navigation is; filter, sort and load-more updates and pagination are not', () => {
    expect(isNewPage(null)).toBe(true);
    expect(isNewPage(undefined)).toBe(true);
    expect(isNewPage({ keepScroll: true })).toBe(false);
    expect(isNewPage({ focusResults: true })).toBe(false);
    // Back or forward to a filtered entry of another page: its state says "same page", its path does not.
    expect(isNewPage({ keepScroll: true }, true)).toBe(true);
    expect(isNewPage({ focusResults: true }, true)).toBe(true);
  });
});
