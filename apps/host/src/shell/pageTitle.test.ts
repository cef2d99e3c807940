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
