import type { GridboxPrice } from '@shop/api-client';

import { findMarket, roundPrice, type Currency } from './markets';
import { createRng, hashString, pick, randomInt, type Rng } from './prng';
import {
  ADJECTIVES,
  BRAND_TAGLINES,
  COLOURS,
  LANGUAGES,
  MATERIALS,
  TOP_CATEGORIES,
  wordIn,
  type Language,
  type ShapeKind,
} from './vocabulary';

// Math functions bound once: a global lookup per call is slow inside Jest's VM sandbox (about 30x).
const { floor, imul, log2, pow, round } = Math;

export const DEFAULT_SEED = 20261122;
export const DEFAULT_PRODUCT_COUNT = 52_000;
/** "Today" of the catalogue, so that created dates and "newest" do not depend on the clock. */
export const CATALOGUE_EPOCH = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

export const FLAG_STORE = 1;
export const FLAG_PREVIEW = 2;
export const FLAG_PREVENT_SELLING = 4;
export const FLAG_FLASH_SALES = 8;
export const FLAG_NO_GRIDBOX = 16;
export const FLAG_VARIANT = 32;

export interface Category {
  /** `c` + digits: c3 (top), c301 (group), c30102 (leaf). */
  id: string;
  index: number;
  depth: 1 | 2 | 3;
  parent: Category | null;
  children: Category[];
  topIndex: number;
  names: Record<Language, string>;
  slugs: Record<Language, string>;
  colour: string;
  shape: ShapeKind;
}

export interface Brand {
  /** `b` + digits. */
  id: string;
  index: number;
  name: string;
  slug: string;
  founded: number;
  topIndexes: number[];
}

/** A campaign's filter expression, evaluated against the catalogue. */
export interface NamedQueryFilter {
  categories?: string[];
  reducedOnly?: boolean;
  minRating?: number;
  maxBasePrice?: number;
  newerThanDays?: number;
  storeOnly?: boolean;
}

export interface NamedQuery {
  id: string;
  titles: Record<Language, string>;
  filter: NamedQueryFilter;
}

/** Products as columns (struct of arrays): compact, fast to scan, cheap to build. */
export interface ProductTable {
  productId: string[];
  erpNumber: string[];
  leaf: Uint16Array;
  brand: Uint16Array;
  adjective: Uint8Array;
  /** -1 when the name has no material. */
  material: Int8Array;
  colour: Uint8Array;
  size: Uint8Array;
  basePrice: Float64Array;
  /** Percent off for reduced products (oldPrice), 0 otherwise. */
  discount: Uint8Array;
  availability: Uint8Array;
  flags: Uint8Array;
  ratingAverage: Float32Array;
  ratingCount: Uint16Array;
  /** Days before {@link CATALOGUE_EPOCH}. */
  ageDays: Uint16Array;
  popularity: Float32Array;
}

export interface Catalogue {
  seed: number;
  size: number;
  categories: Category[];
  categoryById: Map<string, Category>;
  topCategories: Category[];
  leaves: Category[];
  brands: Brand[];
  brandById: Map<string, Brand>;
  products: ProductTable;
  namedQueries: NamedQuery[];
  namedQueryById: Map<string, NamedQuery>;
  docByCode: Map<string, number>;
  checksum: string;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function perLanguage(entry: string): { names: Record<Language, string>; slugs: Record<Language, string> } {
  const names = {} as Record<Language, string>;
  const slugs = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    names[language] = wordIn(entry, language);
    slugs[language] = slugify(names[language]);
  }
  return { names, slugs };
}

function buildCategories(): Category[] {
  const categories: Category[] = [];
  TOP_CATEGORIES.forEach((top, t) => {
    const topCategory: Category = {
      id: `c${t + 1}`, index: categories.length, depth: 1, parent: null, children: [], topIndex: t,
      ...perLanguage(top.names), colour: top.colour, shape: top.shape,
    };
    categories.push(topCategory);
    top.groups.forEach((group, g) => {
      const groupId = `c${t + 1}${String(g + 1).padStart(2, '0')}`;
      const groupCategory: Category = {
        id: groupId, index: categories.length, depth: 2, parent: topCategory, children: [], topIndex: t,
        ...perLanguage(group.names), colour: top.colour, shape: top.shape,
      };
      categories.push(groupCategory);
      topCategory.children.push(groupCategory);
      group.nouns.forEach((noun, n) => {
        const leaf: Category = {
          id: `${groupId}${String(n + 1).padStart(2, '0')}`, index: categories.length, depth: 3,
          parent: groupCategory, children: [], topIndex: t, ...perLanguage(noun), colour: top.colour, shape: top.shape,
        };
        categories.push(leaf);
        groupCategory.children.push(leaf);
      });
    });
  });
  return categories;
}

const BRAND_HEADS = ['Nord', 'Kes', 'Alp', 'Bel', 'Cor', 'Dun', 'Fal', 'Gra', 'Hel', 'Ist', 'Jun', 'Kal', 'Lum', 'Mar',
  'Nox', 'Orb', 'Pel', 'Quin', 'Ros', 'Sol', 'Tor', 'Ulm', 'Val', 'Wen', 'Zar', 'Bri', 'Eld'];
const BRAND_TAILS = ['wind', 'trel', 'ora', 'ix', 'vik', 'dal', 'heim', 'on', 'ara', 'ello', 'stad', 'berg', 'line',
  'ex', 'ium', 'ova'];
export const BRAND_COUNT = 320;

function buildBrands(rng: Rng): Brand[] {
  const combos: string[] = [];
  for (const head of BRAND_HEADS) for (const tail of BRAND_TAILS) combos.push(head + tail);
  for (let i = combos.length - 1; i > 0; i--) {
    const j = floor(rng() * (i + 1));
    const a = combos[i] as string;
    combos[i] = combos[j] as string;
    combos[j] = a;
  }
  return combos.slice(0, BRAND_COUNT).map((name, index) => {
    const topIndexes = [index % TOP_CATEGORIES.length];
    if (rng() < 0.3) topIndexes.push(randomInt(rng, 0, TOP_CATEGORIES.length - 1));
    return { id: `b${1000 + index}`, index, name, slug: slugify(name), founded: randomInt(rng, 1890, 2020), topIndexes };
  });
}

export function brandTagline(brand: Brand, language: Language): string {
  return BRAND_TAGLINES[language].replace('{brand}', brand.name).replace('{year}', String(brand.founded));
}

function titles(entry: string): Record<Language, string> {
  return perLanguage(entry).names;
}

export const NAMED_QUERIES: readonly NamedQuery[] = [
  { id: 'summer-sale', filter: { categories: ['c1', 'c7'], reducedOnly: true },
    titles: titles('Summer sale|Sommerschlussverkauf|Soldes d\'été|Saldi estivi|Zomeruitverkoop|Letnia wyprzedaż|Letní výprodej|Nyári akció') },
  { id: 'garden-days', filter: { categories: ['c1'] },
    titles: titles('Garden days|Gartentage|Jours du jardin|Giornate del giardino|Tuindagen|Dni ogrodu|Zahradní dny|Kerti napok') },
  { id: 'back-to-school', filter: { categories: ['c11', 'c503'] },
    titles: titles('Back to school|Schulanfang|Rentrée scolaire|Ritorno a scuola|Terug naar school|Powrót do szkoły|Zpátky do školy|Iskolakezdés') },
  { id: 'black-week', filter: { reducedOnly: true },
    titles: titles('Black week|Black Week|Black Week|Black Week|Black Week|Black Week|Black Week|Black Week') },
  { id: 'new-arrivals', filter: { newerThanDays: 60 },
    titles: titles('New arrivals|Neuheiten|Nouveautés|Nuovi arrivi|Nieuw binnen|Nowości|Novinky|Újdonságok') },
  { id: 'top-rated', filter: { minRating: 4.5 },
    titles: titles('Top rated|Top bewertet|Les mieux notés|I più votati|Best beoordeeld|Najwyżej oceniane|Nejlépe hodnocené|Legjobbra értékelt') },
  { id: 'kitchen-essentials', filter: { categories: ['c3'], maxBasePrice: 40 },
    titles: titles('Kitchen essentials|Küchen-Basics|L\'essentiel de la cuisine|Essenziali per la cucina|Keukenbasis|Niezbędnik kuchenny|Základy do kuchyně|Konyhai alapok') },
  { id: 'store-pickup', filter: { storeOnly: true },
    titles: titles('Pick up in store|Im Markt abholen|Retrait en magasin|Ritiro in negozio|Afhalen in de winkel|Odbiór w sklepie|Vyzvednutí na prodejně|Átvétel az áruházban') },
];

/** Custom query embeddings: a name → the categories it stands for (used by `/q/api/cqe/{id}`). */
export const CQE_EMBEDDINGS: Readonly<Record<string, NamedQueryFilter>> = {
  'cozy-living': { categories: ['c401', 'c103', 'c1203'] },
  'outdoor-adventure': { categories: ['c703', 'c602'] },
  'home-workshop': { categories: ['c2'] },
  'pet-lovers': { categories: ['c10'] },
};

export function buildCatalogue(seed = DEFAULT_SEED, size = DEFAULT_PRODUCT_COUNT): Catalogue {
  const rng = createRng(seed);
  const categories = buildCategories();
  const topCategories = categories.filter((c) => c.depth === 1);
  const leaves = categories.filter((c) => c.depth === 3);
  const brands = buildBrands(rng);
  const brandsByTop: Brand[][] = TOP_CATEGORIES.map(() => []);
  for (const brand of brands) for (const t of brand.topIndexes) brandsByTop[t]?.push(brand);

  const products: ProductTable = {
    productId: new Array<string>(size),
    erpNumber: new Array<string>(size),
    leaf: new Uint16Array(size),
    brand: new Uint16Array(size),
    adjective: new Uint8Array(size),
    material: new Int8Array(size),
    colour: new Uint8Array(size),
    size: new Uint8Array(size),
    basePrice: new Float64Array(size),
    discount: new Uint8Array(size),
    availability: new Uint8Array(size),
    flags: new Uint8Array(size),
    ratingAverage: new Float32Array(size),
    ratingCount: new Uint16Array(size),
    ageDays: new Uint16Array(size),
    popularity: new Float32Array(size),
  };
  const docByCode = new Map<string, number>();
  let checksum = hashString(String(seed));
  const mix = (value: number) => {
    checksum = hashString(`${value}`, checksum);
  };

  for (let d = 0; d < size; d++) {
    const leaf = pick(rng, leaves);
    const top = TOP_CATEGORIES[leaf.topIndex];
    if (!top) throw new Error(`no top category ${leaf.topIndex}`);
    // A few brands per category sell much more than the rest (squared uniform skews towards the head).
    const topBrands = brandsByTop[leaf.topIndex] ?? brands;
    const brand = topBrands[floor(rng() * rng() * topBrands.length)] ?? brands[0];
    if (!brand) throw new Error('no brands');
    const productId = `${100000 + d}`;
    // 7919 is prime and coprime with 9,000,000, so every product gets its own 7-digit article number.
    const erpNumber = `${1000000 + ((d * 7919 + 13) % 9000000)}`;
    products.productId[d] = productId;
    products.erpNumber[d] = erpNumber;
    docByCode.set(productId, d);
    docByCode.set(erpNumber, d);
    products.leaf[d] = leaf.index;
    products.brand[d] = brand.index;
    products.adjective[d] = randomInt(rng, 0, ADJECTIVES.length - 1);
    products.material[d] = rng() < 0.8 ? pick(rng, top.materials) : -1;
    products.colour[d] = randomInt(rng, 0, COLOURS.length - 1);
    products.size[d] = randomInt(rng, 0, top.sizes.length - 1);
    const [lo, hi] = top.priceRange;
    products.basePrice[d] = round(lo * pow(hi / lo, rng() * rng() * 0.6 + rng() * 0.4) * 100) / 100;
    products.discount[d] = rng() < 0.16 ? randomInt(rng, 2, 10) * 5 : 0;
    const a = rng();
    products.availability[d] = a < 0.82 ? 3 : a < 0.92 ? 2 : 1;
    let flags = rng() < 0.35 ? FLAG_STORE : 0;
    const hidden = rng();
    if (hidden < 0.008) flags |= FLAG_PREVIEW;
    else if (hidden < 0.016) flags |= FLAG_PREVENT_SELLING;
    else if (hidden < 0.023) flags |= FLAG_FLASH_SALES;
    else if (hidden < 0.03) flags |= FLAG_NO_GRIDBOX;
    if (rng() < 0.2) flags |= FLAG_VARIANT;
    products.flags[d] = flags;
    const quality = rng();
    products.ratingAverage[d] = round((1 + 4 * pow(quality, 0.45)) * 10) / 10;
    products.ratingCount[d] = 1 + floor(pow(rng(), 3) * 800);
    products.ageDays[d] = floor(rng() * 900);
    products.popularity[d] =
      (products.ratingAverage[d] ?? 0) * log2(2 + (products.ratingCount[d] ?? 0)) * (products.availability[d] === 3 ? 1 : 0.6);
    mix(d);
    mix(Number(erpNumber));
    mix(leaf.index * 1000 + brand.index);
    mix(round((products.basePrice[d] ?? 0) * 100));
    mix(flags * 10 + (products.availability[d] ?? 0));
    mix(round((products.ratingAverage[d] ?? 0) * 10) + (products.ageDays[d] ?? 0) * 100);
  }

  return {
    seed,
    size,
    categories,
    categoryById: new Map(categories.map((c) => [c.id, c])),
    topCategories,
    leaves,
    brands,
    brandById: new Map(brands.map((b) => [b.id, b])),
    products,
    namedQueries: [...NAMED_QUERIES],
    namedQueryById: new Map(NAMED_QUERIES.map((n) => [n.id, n])),
    docByCode,
    checksum: checksum.toString(16).padStart(8, '0'),
  };
}

const nameCache = new WeakMap<Catalogue, Map<Language, string[]>>();

/** The product name in a catalogue language: "Brand Adjective Noun, Material, Colour, Size" (built once). */
export function productName(catalogue: Catalogue, doc: number, language: Language): string {
  let perCatalogue = nameCache.get(catalogue);
  if (!perCatalogue) {
    perCatalogue = new Map();
    nameCache.set(catalogue, perCatalogue);
  }
  let names = perCatalogue.get(language);
  if (!names) {
    names = new Array<string>(catalogue.size);
    perCatalogue.set(language, names);
  }
  return (names[doc] ??= composeName(catalogue, doc, language));
}

function composeName(catalogue: Catalogue, doc: number, language: Language): string {
  const p = catalogue.products;
  const leaf = catalogue.categories[p.leaf[doc] ?? 0];
  const brand = catalogue.brands[p.brand[doc] ?? 0];
  const top = TOP_CATEGORIES[leaf?.topIndex ?? 0];
  const parts = [`${brand?.name ?? ''} ${wordIn(ADJECTIVES[p.adjective[doc] ?? 0] ?? '', language)} ${leaf?.names[language] ?? ''}`];
  const material = p.material[doc] ?? -1;
  if (material >= 0) parts.push(wordIn(MATERIALS[material] ?? '', language));
  parts.push(wordIn(COLOURS[p.colour[doc] ?? 0] ?? '', language));
  parts.push(top?.sizes[p.size[doc] ?? 0] ?? '');
  return parts.join(', ');
}

const createdByAge = new Map<number, string>();

/** ISO date (YYYY-MM-DD) a product was added; "newest" sorts by it. */
export function createdDate(catalogue: Catalogue, doc: number): string {
  const age = catalogue.products.ageDays[doc] ?? 0;
  let date = createdByAge.get(age);
  if (date === undefined) {
    date = new Date(CATALOGUE_EPOCH - age * DAY_MS).toISOString().slice(0, 10);
    createdByAge.set(age, date);
  }
  return date;
}

export interface MarketPrices {
  currency: Currency;
  price: Float64Array;
  /** 0 when the product is not reduced. */
  oldPrice: Float64Array;
}

const priceCache = new WeakMap<Catalogue, Map<string, MarketPrices>>();

/** Prices of every product in a market's currency; computed once per market and kept. */
export function marketPrices(catalogue: Catalogue, country: string): MarketPrices {
  let perCatalogue = priceCache.get(catalogue);
  if (!perCatalogue) {
    perCatalogue = new Map();
    priceCache.set(catalogue, perCatalogue);
  }
  const cached = perCatalogue.get(country);
  if (cached) return cached;
  const market = findMarket(country);
  const currency = market?.currency ?? 'EUR';
  const factor = market?.priceFactor ?? 1;
  const { basePrice, discount } = catalogue.products;
  const price = new Float64Array(catalogue.size);
  const oldPrice = new Float64Array(catalogue.size);
  for (let d = 0; d < catalogue.size; d++) {
    const converted = (basePrice[d] ?? 0) * factor;
    const off = discount[d] ?? 0;
    price[d] = roundPrice(converted, currency);
    if (off > 0) oldPrice[d] = roundPrice(converted / (1 - off / 100), currency);
  }
  const prices = { currency, price, oldPrice };
  perCatalogue.set(country, prices);
  return prices;
}

const WHOLE_UNIT_CURRENCIES: ReadonlySet<Currency> = new Set<Currency>(['HUF']);

/** Measured sizes a unit price can be given for: the unit shown, and how many units one product holds. */
const UNIT_SIZES: Readonly<Record<string, { unit: string; per: number }>> = {
  kg: { unit: 'kg', per: 1 },
  L: { unit: 'l', per: 1 },
  ml: { unit: 'l', per: 1000 },
};

/**
 * The price-label fields of a product's tile (SPEC §3): a starting price for a share of head products with
 * variants, the unit price of products sold by weight or volume, an RRP, cheaper-in-bulk deals and "up to"
 * promotions. Derived from the product number, so every market and every run agrees.
 */
export type PriceExtras = Omit<GridboxPrice, 'price' | 'oldPrice' | 'currency'>;

export function priceExtras(catalogue: Catalogue, doc: number, prices: MarketPrices): PriceExtras {
  const p = catalogue.products;
  const price = prices.price[doc] ?? 0;
  const reduced = (prices.oldPrice[doc] ?? 0) > 0;
  // A multiplicative hash spreads neighbouring product numbers over the buckets below.
  const h = (imul(doc + 1, 2654435761) >>> 0) % 1000;
  const extras: PriceExtras = {};
  const size = TOP_CATEGORIES[catalogue.categories[p.leaf[doc] ?? 0]?.topIndex ?? 0]?.sizes[p.size[doc] ?? 0] ?? '';
  const measured = /^(\d+(?:\.\d+)?) (kg|L|ml)$/.exec(size);
  const unit = measured ? UNIT_SIZES[measured[2] ?? ''] : undefined;
  if (measured && unit) {
    // A unit price is exact arithmetic, not a price point: cents (whole forints, which have none).
    const cents = WHOLE_UNIT_CURRENCIES.has(prices.currency) ? 1 : 100;
    extras.unitPrice = { price: round(((price / Number(measured[1])) * unit.per) * cents) / cents, unit: unit.unit };
  }
  if (!((p.flags[doc] ?? 0) & FLAG_VARIANT) && h % 8 === 0) extras.fromPrice = true;
  if (reduced && h % 4 === 1) extras.bulkDiscount = true;
  if (!reduced && h % 9 === 2) extras.recommendedRetailPrice = roundPrice(price * 1.25, prices.currency);
  if (!reduced && h % 10 === 3) extras.upToDiscount = {};
  else if (!reduced && h % 25 === 4) extras.upToDiscount = { percent: 20 + (h % 3) * 10 };
  return extras;
}

export function isCategoryDescendant(category: Category, ancestor: Category): boolean {
  for (let c: Category | null = category; c; c = c.parent) if (c === ancestor) return true;
  return false;
}
