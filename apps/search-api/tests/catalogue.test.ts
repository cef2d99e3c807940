import {
  buildCatalogue,
  FLAG_FLASH_SALES,
  FLAG_NO_GRIDBOX,
  FLAG_PREVENT_SELLING,
  FLAG_PREVIEW,
  FLAG_STORE,
  FLAG_VARIANT,
  marketPrices,
  priceExtras,
  productName,
  type Catalogue,
} from '../src/catalogue/catalogue';
import { allLocales, MARKETS, resolveLocale, roundPrice } from '../src/catalogue/markets';
import { createRng } from '../src/catalogue/prng';
import { LANGUAGES } from '../src/catalogue/vocabulary';
import { createServer } from '../src/server';

let catalogue: Catalogue;
let startupMs = 0;

beforeAll(() => {
  const api = createServer();
  catalogue = api.catalogue;
  startupMs = api.startupMs;
  console.log(`search-api startup (catalogue + ${LANGUAGES.length} indexes): ${Math.round(startupMs)} ms`);
});

describe('generated catalogue', () => {
  it('holds at least 50,000 products', () => {
    expect(catalogue.size).toBeGreaterThanOrEqual(50_000);
    expect(new Set(catalogue.products.productId).size).toBe(catalogue.size);
    expect(new Set(catalogue.products.erpNumber).size).toBe(catalogue.size);
    expect(catalogue.products.erpNumber.every((n) => /^\d{7}$/.test(n))).toBe(true);
  });

  it('is deterministic: the same seed gives the same checksum, another seed another one', () => {
    const again = buildCatalogue(catalogue.seed);
    expect(again.checksum).toBe(catalogue.checksum);
    expect(productName(again, 1234, 'de')).toBe(productName(catalogue, 1234, 'de'));
    expect(buildCatalogue(catalogue.seed + 1, 2000).checksum).not.toBe(buildCatalogue(catalogue.seed, 2000).checksum);
  });

  it('has a category tree of 3 levels with at least 10 departments and c-number ids', () => {
    expect(catalogue.topCategories.length).toBeGreaterThanOrEqual(10);
    expect(new Set(catalogue.categories.map((c) => c.depth))).toEqual(new Set([1, 2, 3]));
    for (const c of catalogue.categories) {
      expect(c.id).toMatch(/^c\d+$/);
      if (c.parent) expect(c.id.startsWith(c.parent.id)).toBe(true);
    }
    expect(catalogue.categoryById.get('c1203')?.parent?.id).toBe('c12');
  });

  it('has at least 300 brands with invented, unique names', () => {
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(300);
    expect(new Set(catalogue.brands.map((b) => b.name)).size).toBe(catalogue.brands.length);
  });

  it('names products and categories in every catalogue language', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(8);
    const names = LANGUAGES.map((language) => productName(catalogue, 42, language));
    expect(new Set(names).size).toBeGreaterThan(4);
    for (const c of catalogue.categories) for (const language of LANGUAGES) expect(c.names[language]).not.toBe('');
  });

  it('hides about 3 % of products from display (preview, prevent selling, flash sales, no gridbox)', () => {
    const hidden = FLAG_PREVIEW | FLAG_PREVENT_SELLING | FLAG_FLASH_SALES | FLAG_NO_GRIDBOX;
    const share = catalogue.products.flags.filter((f) => (f & hidden) !== 0).length / catalogue.size;
    expect(share).toBeGreaterThan(0.02);
    expect(share).toBeLessThan(0.04);
    const store = catalogue.products.flags.filter((f) => (f & FLAG_STORE) !== 0).length / catalogue.size;
    expect(store).toBeGreaterThan(0.2);
    const available = catalogue.products.availability.filter((a) => a === 3).length / catalogue.size;
    expect(available).toBeGreaterThan(0.7);
  });

  it('prices each market in its own currency with realistic magnitudes and price points', () => {
    const de = marketPrices(catalogue, 'DE');
    const hu = marketPrices(catalogue, 'HU');
    const cz = marketPrices(catalogue, 'CZ');
    expect(hu.currency).toBe('HUF');
    expect(cz.currency).toBe('CZK');
    expect(marketPrices(catalogue, 'PL').currency).toBe('PLN');
    for (let d = 0; d < 500; d++) {
      const eur = de.price[d] ?? 0;
      expect(Math.round(eur * 100) % 50).toBe(49);
      expect((hu.price[d] ?? 0) / eur).toBeGreaterThan(250);
      expect((cz.price[d] ?? 0) / eur).toBeGreaterThan(15);
      if ((de.oldPrice[d] ?? 0) > 0) expect(de.oldPrice[d]).toBeGreaterThan(eur);
    }
    expect(roundPrice(12.3, 'EUR')).toBe(12.49);
    expect(roundPrice(12.8, 'EUR')).toBe(12.99);
    expect(roundPrice(12_987, 'HUF')).toBe(12_990);
    expect(roundPrice(1_262, 'CZK')).toBe(1_290);
  });

  it('knows the ~40 country/language markets of SPEC §9 and at least 6 named queries', () => {
    expect(allLocales().length).toBeGreaterThanOrEqual(38);
    expect(MARKETS.find((m) => m.country === 'CH')?.languages).toEqual(['de', 'fr', 'it']);
    expect(resolveLocale('fr-BE')?.locale).toBe('fr_BE');
    expect(resolveLocale('ru_EE')?.textLanguage).toBe('en');
    expect(resolveLocale('de_PL')).toBeUndefined();
    expect(resolveLocale('DE_de')).toBeUndefined();
    expect(catalogue.namedQueries.length).toBeGreaterThanOrEqual(6);
  });

  it('draws reproducible numbers from the seeded generator', () => {
    const a = createRng(1);
    const b = createRng(1);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('price-label fields of the tiles (SPEC §3 price display labels)', () => {
  it('gives a share of products a starting price, a unit price, an RRP, a bulk deal and an up-to promotion, all coherent', () => {
    const prices = marketPrices(catalogue, 'DE');
    const seen = { fromPrice: 0, unitPrice: 0, recommendedRetailPrice: 0, bulkDiscount: 0, upToDefault: 0, upToPercent: 0 };
    for (let d = 0; d < 5000; d++) {
      const extras = priceExtras(catalogue, d, prices);
      const price = prices.price[d] ?? 0;
      const reduced = (prices.oldPrice[d] ?? 0) > 0;
      if (extras.fromPrice) {
        seen.fromPrice++;
        expect((catalogue.products.flags[d] ?? 0) & FLAG_VARIANT).toBe(0);
      }
      if (extras.unitPrice) {
        seen.unitPrice++;
        const size = /(\d+) (kg|L|ml)$/.exec(productName(catalogue, d, 'en'));
        expect(size).not.toBeNull();
        const per = size?.[2] === 'ml' ? 1000 / Number(size[1]) : 1 / Number(size?.[1]);
        expect(Math.abs(extras.unitPrice.price - price * per)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(extras.unitPrice.unit).toBe(size?.[2] === 'kg' ? 'kg' : 'l');
      }
      if (extras.recommendedRetailPrice !== undefined) {
        seen.recommendedRetailPrice++;
        expect(extras.recommendedRetailPrice).toBeGreaterThan(price);
      }
      if (extras.bulkDiscount) {
        seen.bulkDiscount++;
        expect(reduced).toBe(true);
      }
      if (extras.upToDiscount) {
        if (extras.upToDiscount.percent === undefined) seen.upToDefault++;
        else seen.upToPercent++;
      }
    }
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(10);
  });
});
