import {
  FLAG_STORE,
  marketPrices,
  type Catalogue,
  type NamedQueryFilter,
} from '../catalogue/catalogue';
import { COLOURS, LANGUAGES, TOP_CATEGORIES, wordIn, type Language } from '../catalogue/vocabulary';
import { buildLanguageIndex, type LanguageIndex, type QueryToken } from './index';

// Math functions bound once: a global lookup per call is slow inside Jest's VM sandbox (about 30x).
const { max: mathMax, min: mathMin } = Math;

export const SORT_CODES = ['relevance', 'price-asc', 'price-desc', 'rating', 'newest'] as const;
export type SortCode = (typeof SORT_CODES)[number];

/** Ranking variants the evaluation tool compares (index = firstIndex/secondIndex of the route). */
export const RANKING_VARIANTS = ['bm25', 'bm25-rating', 'bm25-fresh', 'popularity'] as const;
export type RankingVariant = (typeof RANKING_VARIANTS)[number];

export interface Filters {
  /** Brand names, OR. */
  brand: string[];
  /** Category ids, OR; the most specific of nested selections wins. */
  category: string[];
  store: boolean;
  /** REFINE: average rating at least this. */
  ratingMin: number | null;
  priceMin: number | null;
  priceMax: number | null;
  /** Colour names (English, any case), OR. Defaults to none. */
  colour?: string[];
  /** Size labels as in {@link SIZE_LABELS}, OR. Defaults to none. */
  size?: string[];
}

export interface Scope {
  categoryIndex?: number;
  brandIndex?: number;
  named?: NamedQueryFilter;
}

export interface SearchInput {
  q: string;
  language: Language;
  country: string;
  filters: Filters;
  scope: Scope;
  sort: SortCode;
  offset: number;
  fetchsize: number;
  variant: RankingVariant;
}

export interface PriceStats {
  /** Over the query (and scope) before any filter; NaN when nothing matched. */
  globalMin: number;
  globalMax: number;
  /** Over the documents passing every filter but price. */
  min: number;
  max: number;
}

export interface SearchOutput {
  numFound: number;
  /** Documents of the requested page, in order. */
  page: number[];
  pageScores: number[];
  /** Documents the query text matched (before scope and filters); for an empty query, numFound. */
  keywordHits: number;
  /** Disjunctive counts: each facet counts documents passing every *other* filter. */
  brandCounts: Int32Array;
  /** Per category index, summed up the tree. */
  categoryCounts: Int32Array;
  storeCount: number;
  /** ratingCounts[v] = documents with average ≥ v, v = 1…4. */
  ratingCounts: number[];
  /** Per colour index (COLOURS order), disjunctive like brandCounts. */
  colourCounts: Int32Array;
  /** Per size index ({@link SIZE_LABELS} order), disjunctive like brandCounts. */
  sizeCounts: Int32Array;
  price: PriceStats;
  pinnedDoc: number | null;
  tokens: QueryToken[];
  ignoredTokens: string[];
}

const FAIL_BRAND = 1;
const FAIL_CATEGORY = 2;
const FAIL_STORE = 4;
const FAIL_RATING = 8;
const FAIL_PRICE = 16;
const FAIL_COLOUR = 32;
const FAIL_SIZE = 64;

/** Every size label of the catalogue once, in the order of the top categories that use them. */
export const SIZE_LABELS: readonly string[] = [...new Set(TOP_CATEGORIES.flatMap((top) => top.sizes))];

/** Marks of the named values (case-insensitive), or null when none is named. */
function nameMarks(names: readonly string[] | undefined, labels: readonly string[]): Uint8Array | null {
  if (!names || names.length === 0) return null;
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  return Uint8Array.from(labels, (label) => (wanted.has(label.toLowerCase()) ? 1 : 0));
}
const ARTICLE_NUMBER = /^\d{6,7}$/;

export class SearchEngine {
  private readonly indexes = new Map<Language, LanguageIndex>();
  private readonly groupOf: Uint16Array;
  private readonly topOf: Uint16Array;
  /** Index into SIZE_LABELS of each document's size. */
  private readonly sizeOf: Uint8Array;
  private readonly allDocs: Int32Array;
  /** Documents of each category (with its subtree), ascending. */
  private readonly docsByCategory: Int32Array[];
  private readonly popularityOrder: Int32Array;
  private readonly ratingOrder: Int32Array;
  private readonly newestOrder: Int32Array;
  private readonly priceOrders = new Map<string, Int32Array>();
  /** Position of each document in an order, so a small result set can be sorted into that order directly. */
  private readonly ranks = new WeakMap<Int32Array, Int32Array>();
  private readonly brandByName = new Map<string, number>();
  private stamp: Uint32Array;
  private readonly passDocs: Int32Array;
  private readonly passScores: Float32Array;
  private readonly ranked: Float64Array;
  private generation = 0;

  constructor(readonly catalogue: Catalogue) {
    const { size, products: p, categories } = catalogue;
    this.groupOf = new Uint16Array(size);
    this.topOf = new Uint16Array(size);
    this.sizeOf = new Uint8Array(size);
    for (let d = 0; d < size; d++) {
      const leaf = categories[p.leaf[d] ?? 0];
      this.groupOf[d] = leaf?.parent?.index ?? 0;
      this.topOf[d] = leaf?.parent?.parent?.index ?? 0;
      const label = TOP_CATEGORIES[leaf?.topIndex ?? 0]?.sizes[p.size[d] ?? 0] ?? '';
      this.sizeOf[d] = mathMax(0, SIZE_LABELS.indexOf(label));
    }
    for (const brand of catalogue.brands) this.brandByName.set(brand.name.toLowerCase(), brand.index);
    this.allDocs = range(size);
    const perCategory: number[][] = categories.map(() => []);
    for (let d = 0; d < size; d++) {
      perCategory[p.leaf[d] ?? 0]?.push(d);
      perCategory[this.groupOf[d] ?? 0]?.push(d);
      perCategory[this.topOf[d] ?? 0]?.push(d);
    }
    this.docsByCategory = perCategory.map((docs) => Int32Array.from(docs));
    const all = () => range(size);
    const pop = p.popularity;
    this.popularityOrder = all().sort((a, b) => (pop[b] ?? 0) - (pop[a] ?? 0) || a - b);
    this.ratingOrder = all().sort(
      (a, b) =>
        (p.ratingAverage[b] ?? 0) - (p.ratingAverage[a] ?? 0) || (p.ratingCount[b] ?? 0) - (p.ratingCount[a] ?? 0) || a - b,
    );
    this.newestOrder = all().sort((a, b) => (p.ageDays[a] ?? 0) - (p.ageDays[b] ?? 0) || (pop[b] ?? 0) - (pop[a] ?? 0) || a - b);
    this.stamp = new Uint32Array(size);
    this.passDocs = new Int32Array(size);
    this.passScores = new Float32Array(size);
    this.ranked = new Float64Array(size);
    for (const language of LANGUAGES) this.indexes.set(language, buildLanguageIndex(catalogue, language));
  }

  index(language: Language): LanguageIndex {
    const index = this.indexes.get(language);
    if (!index) throw new Error(`no index for ${language}`);
    return index;
  }

  brandIndexByName(name: string): number | undefined {
    return this.brandByName.get(name.toLowerCase());
  }

  priceOrder(country: string): Int32Array {
    let order = this.priceOrders.get(country);
    if (!order) {
      const { price } = marketPrices(this.catalogue, country);
      order = range(this.catalogue.size).sort(
        (a, b) => (price[a] ?? 0) - (price[b] ?? 0) || a - b,
      );
      this.priceOrders.set(country, order);
    }
    return order;
  }

  private nextGeneration(): number {
    if (this.generation >= 0xfffffff0) {
      this.generation = 0;
      this.stamp.fill(0);
    }
    this.generation += 1;
    return this.generation;
  }

  /** Marks categories (by index) whose documents pass: a selected category, unless a descendant is selected too. */
  private categoryMarks(ids: readonly string[]): Uint8Array | null {
    if (ids.length === 0) return null;
    const marks = new Uint8Array(this.catalogue.categories.length);
    const selected = ids.map((id) => this.catalogue.categoryById.get(id)).filter((c) => c !== undefined);
    for (const category of selected) {
      const hasSelectedDescendant = selected.some((other) => other !== category && isAncestor(category.index, other.parent));
      if (!hasSelectedDescendant) marks[category.index] = 1;
    }
    return marks;
  }

  private namedPredicate(filter: NamedQueryFilter | undefined): ((d: number) => boolean) | null {
    if (!filter) return null;
    const p = this.catalogue.products;
    const marks = this.categoryMarks(filter.categories ?? []);
    return (d) => {
      if (marks && !(marks[p.leaf[d] ?? 0] || marks[this.groupOf[d] ?? 0] || marks[this.topOf[d] ?? 0])) return false;
      if (filter.reducedOnly && (p.discount[d] ?? 0) === 0) return false;
      if (filter.minRating !== undefined && (p.ratingAverage[d] ?? 0) < filter.minRating) return false;
      if (filter.maxBasePrice !== undefined && (p.basePrice[d] ?? 0) > filter.maxBasePrice) return false;
      if (filter.newerThanDays !== undefined && (p.ageDays[d] ?? 0) > filter.newerThanDays) return false;
      if (filter.storeOnly && ((p.flags[d] ?? 0) & FLAG_STORE) === 0) return false;
      return true;
    };
  }

  search(input: SearchInput): SearchOutput {
    const { catalogue } = this;
    const p = catalogue.products;
    const q = input.q.trim();
    const index = this.index(input.language);

    let baseDocs: Int32Array;
    let baseScores: Float32Array | null;
    let tokens: QueryToken[] = [];
    let ignoredTokens: string[] = [];
    let pinnedDoc: number | null = null;
    if (q.length > 0) {
      const matched = index.match(input.q);
      tokens = matched.tokens;
      ignoredTokens = matched.ignoredTokens;
      baseDocs = matched.docs;
      baseScores = matched.scores;
      const pinned = ARTICLE_NUMBER.test(q) ? catalogue.docByCode.get(q) : undefined;
      if (pinned !== undefined) {
        pinnedDoc = pinned;
        const rest = Array.from(baseDocs).filter((d) => d !== pinned);
        baseDocs = Int32Array.from([pinned, ...rest]);
        const scores = new Float32Array(baseDocs.length);
        scores[0] = Number.MAX_VALUE;
        baseScores = scores;
      }
    } else {
      baseDocs = input.scope.categoryIndex !== undefined ? (this.docsByCategory[input.scope.categoryIndex] ?? this.allDocs) : this.allDocs;
      baseScores = null;
    }
    // Keyword hits of the query text itself (before scope and filters); a browse counts what it shows.
    const queryHits = baseDocs.length;

    const scope = input.scope;
    const scopeCategory = scope.categoryIndex;
    const named = this.namedPredicate(scope.named);
    const filters = input.filters;
    const brandMarks = filters.brand.length > 0 ? new Uint8Array(catalogue.brands.length) : null;
    for (const name of filters.brand) {
      const b = this.brandByName.get(name.toLowerCase());
      if (b !== undefined && brandMarks) brandMarks[b] = 1;
    }
    const categoryMarks = this.categoryMarks(filters.category);
    const colourMarks = nameMarks(filters.colour, COLOURS.map((entry) => wordIn(entry, 'en')));
    const sizeMarks = nameMarks(filters.size, SIZE_LABELS);
    const colourCounts = new Int32Array(COLOURS.length);
    const sizeCounts = new Int32Array(SIZE_LABELS.length);
    const colourOf = p.colour;
    const sizeOf = this.sizeOf;
    const { price } = marketPrices(catalogue, input.country);
    const priceMin = filters.priceMin ?? -Infinity;
    const priceMax = filters.priceMax ?? Infinity;
    const ratingMin = filters.ratingMin;

    const brandCounts = new Int32Array(catalogue.brands.length);
    const categoryCounts = new Int32Array(catalogue.categories.length);
    const ratingCounts = [0, 0, 0, 0, 0];
    const stats: PriceStats = { globalMin: Infinity, globalMax: -Infinity, min: Infinity, max: -Infinity };
    // Scratch buffers: search() is synchronous and hands out only the page, so one set per engine suffices.
    const passDocs = this.passDocs;
    const passScores = this.passScores;
    const gen = this.nextGeneration();
    // Hot loop: everything in locals, no closures unless a named filter needs one.
    const leafOf = p.leaf;
    const brandOf = p.brand;
    const flagsOf = p.flags;
    const ratingOf = p.ratingAverage;
    const groupOf = this.groupOf;
    const topOf = this.topOf;
    const stamp = this.stamp;
    const scoped = scopeCategory !== undefined;
    const scopeC = scopeCategory ?? -1;
    const scopeBrand = scope.brandIndex ?? -1;
    const wantStore = filters.store;
    const minRating = ratingMin ?? -1;
    let passCount = 0;
    let storeCount = 0;
    let r1 = 0;
    let r2 = 0;
    let r3 = 0;
    let r4 = 0;
    let gMin = Infinity;
    let gMax = -Infinity;
    let fMin = Infinity;
    let fMax = -Infinity;
    const n = baseDocs.length;
    for (let i = 0; i < n; i++) {
      const d = baseDocs[i] as number;
      const leaf = leafOf[d] as number;
      const group = groupOf[d] as number;
      const top = topOf[d] as number;
      if (scoped && leaf !== scopeC && group !== scopeC && top !== scopeC) continue;
      const brand = brandOf[d] as number;
      if (scopeBrand >= 0 && brand !== scopeBrand) continue;
      if (named !== null && !named(d)) continue;
      const docPrice = price[d] as number;
      if (docPrice < gMin) gMin = docPrice;
      if (docPrice > gMax) gMax = docPrice;
      const flags = flagsOf[d] as number;
      const rating = ratingOf[d] as number;
      let fail = 0;
      if (brandMarks !== null && brandMarks[brand] === 0) fail |= FAIL_BRAND;
      if (categoryMarks !== null && categoryMarks[leaf] === 0 && categoryMarks[group] === 0 && categoryMarks[top] === 0) fail |= FAIL_CATEGORY;
      if (wantStore && (flags & FLAG_STORE) === 0) fail |= FAIL_STORE;
      if (rating < minRating) fail |= FAIL_RATING;
      if (docPrice < priceMin || docPrice > priceMax) fail |= FAIL_PRICE;
      const colour = colourOf[d] as number;
      const docSize = sizeOf[d] as number;
      if (colourMarks !== null && colourMarks[colour] === 0) fail |= FAIL_COLOUR;
      if (sizeMarks !== null && sizeMarks[docSize] === 0) fail |= FAIL_SIZE;
      if (fail === 0) {
        passDocs[passCount] = d;
        if (baseScores !== null) passScores[passCount] = baseScores[i] as number;
        passCount++;
        stamp[d] = gen;
      }
      if ((fail & ~FAIL_BRAND) === 0) brandCounts[brand] = (brandCounts[brand] as number) + 1;
      if ((fail & ~FAIL_CATEGORY) === 0) categoryCounts[leaf] = (categoryCounts[leaf] as number) + 1;
      if ((fail & ~FAIL_STORE) === 0 && (flags & FLAG_STORE) !== 0) storeCount++;
      if ((fail & ~FAIL_COLOUR) === 0) colourCounts[colour] = (colourCounts[colour] as number) + 1;
      if ((fail & ~FAIL_SIZE) === 0) sizeCounts[docSize] = (sizeCounts[docSize] as number) + 1;
      if ((fail & ~FAIL_RATING) === 0 && rating >= 1) {
        r1++;
        if (rating >= 2) r2++;
        if (rating >= 3) r3++;
        if (rating >= 4) r4++;
      }
      if ((fail & ~FAIL_PRICE) === 0) {
        if (docPrice < fMin) fMin = docPrice;
        if (docPrice > fMax) fMax = docPrice;
      }
    }
    ratingCounts[1] = r1;
    ratingCounts[2] = r2;
    ratingCounts[3] = r3;
    ratingCounts[4] = r4;
    stats.globalMin = gMin;
    stats.globalMax = gMax;
    stats.min = fMin;
    stats.max = fMax;
    // Leaves come after their parents in index order, so one backwards pass sums counts up the tree.
    for (let c = catalogue.categories.length - 1; c >= 0; c--) {
      const parent = catalogue.categories[c]?.parent;
      if (parent) categoryCounts[parent.index]! += categoryCounts[c] ?? 0;
    }
    if (stats.globalMin === Infinity) {
      stats.globalMin = stats.globalMax = stats.min = stats.max = Number.NaN;
    } else if (stats.min === Infinity) {
      stats.min = stats.globalMin;
      stats.max = stats.globalMax;
    }

    const docs = passDocs.subarray(0, passCount);
    const scores = passScores.subarray(0, passCount);
    const { page, pageScores } =
      input.sort === 'relevance' && baseScores
        ? this.topByScore(docs, scores, input)
        : this.pageFromOrder(this.orderFor(input), gen, input.offset, input.fetchsize, passCount);
    return {
      numFound: passCount,
      page,
      pageScores,
      keywordHits: q.length > 0 ? queryHits : passCount,
      brandCounts,
      categoryCounts,
      storeCount,
      ratingCounts,
      colourCounts,
      sizeCounts,
      price: stats,
      pinnedDoc,
      tokens,
      ignoredTokens,
    };
  }

  private orderFor(input: SearchInput): { order: Int32Array; reverse: boolean } {
    switch (input.sort) {
      case 'price-asc':
        return { order: this.priceOrder(input.country), reverse: false };
      case 'price-desc':
        return { order: this.priceOrder(input.country), reverse: true };
      case 'rating':
        return { order: this.ratingOrder, reverse: false };
      case 'newest':
        return { order: this.newestOrder, reverse: false };
      default:
        return { order: this.popularityOrder, reverse: false };
    }
  }

  private rankOf(order: Int32Array): Int32Array {
    let rank = this.ranks.get(order);
    if (!rank) {
      rank = new Int32Array(order.length);
      for (let i = 0; i < order.length; i++) rank[order[i] as number] = i;
      this.ranks.set(order, rank);
    }
    return rank;
  }

  /**
   * The requested page in a precomputed order: a small result set is sorted by rank, a large one is read off
   * the order (skipping documents not in the result) until the page is full.
   */
  private pageFromOrder(
    { order, reverse }: { order: Int32Array; reverse: boolean },
    gen: number,
    offset: number,
    fetchsize: number,
    total: number,
  ): { page: number[]; pageScores: number[] } {
    const page: number[] = [];
    if (offset >= total) return { page, pageScores: [] };
    if (total * 16 < order.length) {
      // Ranks are distinct integers: a native numeric sort of them, mapped back through the order, needs no
      // comparator callback.
      const rank = this.rankOf(order);
      const ranks = new Int32Array(total);
      for (let i = 0; i < total; i++) ranks[i] = rank[this.passDocs[i] as number] as number;
      ranks.sort();
      const end = mathMin(total, offset + fetchsize);
      for (let i = offset; i < end; i++) page.push(order[ranks[reverse ? total - 1 - i : i] as number] as number);
      return { page, pageScores: page.map(() => 0) };
    }
    let seen = 0;
    const n = order.length;
    for (let i = 0; i < n && page.length < fetchsize; i++) {
      const d = order[reverse ? n - 1 - i : i] ?? 0;
      if (this.stamp[d] !== gen) continue;
      if (seen >= offset) page.push(d);
      seen++;
    }
    return { page, pageScores: page.map(() => 0) };
  }

  /** Final relevance of a document under a ranking variant. */
  rankScore(score: number, d: number, variant: RankingVariant): number {
    const p = this.catalogue.products;
    switch (variant) {
      case 'bm25-rating':
        return score * (0.8 + 0.08 * (p.ratingAverage[d] ?? 0));
      case 'bm25-fresh':
        return score * (1 + 0.4 * mathMax(0, 1 - (p.ageDays[d] ?? 0) / 365));
      case 'popularity':
        return score * (1 + 0.05 * (p.popularity[d] ?? 0));
      default:
        return score;
    }
  }

  /** The best `offset + fetchsize` documents by score through a bounded heap, then the requested slice. */
  private topByScore(docs: Int32Array, scores: Float32Array, input: SearchInput): { page: number[]; pageScores: number[] } {
    const k = mathMin(docs.length, input.offset + input.fetchsize);
    if (input.offset >= docs.length || k === 0) return { page: [], pageScores: [] };
    const pop = this.catalogue.products.popularity;
    const ranked = this.ranked;
    for (let i = 0; i < docs.length; i++) ranked[i] = this.rankScore(scores[i] ?? 0, docs[i] ?? 0, input.variant);
    // a is better than b: higher score, then more popular, then lower document number.
    const better = (a: number, b: number): boolean => {
      const sa = ranked[a] ?? 0;
      const sb = ranked[b] ?? 0;
      if (sa !== sb) return sa > sb;
      const da = docs[a] ?? 0;
      const db = docs[b] ?? 0;
      const pa = pop[da] ?? 0;
      const pb = pop[db] ?? 0;
      if (pa !== pb) return pa > pb;
      return da < db;
    };
    const heap: number[] = [];
    const siftDown = (start: number) => {
      let i = start;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let worst = i;
        if (l < heap.length && better(heap[worst] ?? 0, heap[l] ?? 0)) worst = l;
        if (r < heap.length && better(heap[worst] ?? 0, heap[r] ?? 0)) worst = r;
        if (worst === i) return;
        [heap[i], heap[worst]] = [heap[worst] ?? 0, heap[i] ?? 0];
        i = worst;
      }
    };
    for (let i = 0; i < docs.length; i++) {
      if (heap.length < k) {
        heap.push(i);
        let c = heap.length - 1;
        while (c > 0) {
          const parent = (c - 1) >> 1;
          if (!better(heap[parent] ?? 0, heap[c] ?? 0)) break;
          [heap[parent], heap[c]] = [heap[c] ?? 0, heap[parent] ?? 0];
          c = parent;
        }
      } else if (better(i, heap[0] ?? 0)) {
        heap[0] = i;
        siftDown(0);
      }
    }
    heap.sort((a, b) => (better(a, b) ? -1 : 1));
    const slice = heap.slice(input.offset, k);
    return { page: slice.map((i) => docs[i] ?? 0), pageScores: slice.map((i) => ranked[i] ?? 0) };
  }
}

/** 0…n−1; much faster than Int32Array.from with a callback. */
function range(n: number): Int32Array {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

function isAncestor(ancestorIndex: number, from: { index: number; parent: unknown } | null): boolean {
  for (let c = from as { index: number; parent: unknown } | null; c; c = c.parent as typeof c) {
    if (c.index === ancestorIndex) return true;
  }
  return false;
}
