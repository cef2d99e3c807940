import type { SuggestGroup, SuggestItem, SuggestResult } from '@shop/api-client';
import type { Catalogue } from '../catalogue/catalogue';
import type { ResolvedLocale } from '../catalogue/markets';
import { LANGUAGES, type Language } from '../catalogue/vocabulary';
import type { SearchEngine } from '../engine/search';
import { fold, tokenize } from '../engine/text';
import { categoryPath, API_VERSION, ENGINE_NAME } from './results';
import { text } from './texts';
import { target, type ViewState } from './urls';

const GROUP_SIZE = 5;

/** Product counts per brand and category (suggestion hit counts) and names folded once for prefix tests. */
export interface CatalogueCounts {
  brand: Int32Array;
  category: Int32Array;
  brandNames: string[];
  /** Per language: each category's folded name and its words. */
  categoryNames: Map<Language, { folded: string; words: string[] }[]>;
}

export function countCatalogue(catalogue: Catalogue): CatalogueCounts {
  const brand = new Int32Array(catalogue.brands.length);
  const category = new Int32Array(catalogue.categories.length);
  for (let d = 0; d < catalogue.size; d++) {
    brand[catalogue.products.brand[d] ?? 0]! += 1;
    for (let c = catalogue.categories[catalogue.products.leaf[d] ?? 0]; c; c = c.parent ?? undefined) category[c.index]! += 1;
  }
  const categoryNames = new Map(
    LANGUAGES.map((language) => [
      language,
      catalogue.categories.map((c) => ({ folded: fold(c.names[language]), words: tokenize(c.names[language]) })),
    ]),
  );
  return { brand, category, brandNames: catalogue.brands.map((b) => fold(b.name)), categoryNames };
}

function baseState(locale: ResolvedLocale, q: string): ViewState {
  return { type: 'search', locale: locale.locale, q, filter: {}, sort: 'relevance' };
}

/** Suggestions grouped by product name completions, brands and categories. */
export function suggest(engine: SearchEngine, counts: CatalogueCounts, locale: ResolvedLocale, q: string): SuggestResult {
  const language = locale.textLanguage;
  const catalogue = engine.catalogue;
  const index = engine.index(language);
  const raws = tokenize(q);
  const groups: SuggestGroup[] = [];
  const productItems: SuggestItem[] = [];
  if (raws.length > 0) {
    const tokens = index.parseQuery(q);
    const last = tokens[tokens.length - 1];
    const head = tokens.slice(0, -1).map((t) => {
      const best = t.variants[0];
      return best ? index.surface(best.term) : t.raw;
    });
    const seen = new Set<string>();
    for (const variant of last?.variants ?? []) {
      const label = [...head, index.surface(variant.term)].join(' ');
      if (seen.has(label)) continue;
      seen.add(label);
      const hitCount = index.match(label).docs.length;
      if (hitCount === 0) continue;
      productItems.push({ label, hitCount, ...target(baseState(locale, label)) });
      if (productItems.length >= GROUP_SIZE) break;
    }
    productItems.sort((a, b) => b.hitCount - a.hitCount);
  }
  groups.push({ code: 'product', label: text('groupProduct', language), items: productItems });

  const folded = fold(q.trim());
  const lastRaw = raws[raws.length - 1] ?? '';
  const brandItems: SuggestItem[] = [];
  if (lastRaw.length >= 2) {
    for (const brand of catalogue.brands) {
      const name = counts.brandNames[brand.index] ?? '';
      if (!name.startsWith(lastRaw) && !name.startsWith(folded)) continue;
      brandItems.push({
        label: brand.name,
        hitCount: counts.brand[brand.index] ?? 0,
        ...target({ ...baseState(locale, ''), type: 'brand', brandPath: `${brand.slug}/${brand.id}` }),
      });
    }
    brandItems.sort((a, b) => b.hitCount - a.hitCount);
  }
  groups.push({ code: 'brand', label: text('groupBrand', language), items: brandItems.slice(0, GROUP_SIZE) });

  const categoryItems: SuggestItem[] = [];
  if (lastRaw.length >= 2) {
    const names = counts.categoryNames.get(language) ?? [];
    for (const category of catalogue.categories) {
      const name = names[category.index];
      if (!name || (!name.words.some((w) => w.startsWith(lastRaw)) && !name.folded.startsWith(folded))) continue;
      categoryItems.push({
        label: category.names[language],
        hitCount: counts.category[category.index] ?? 0,
        ...target({ ...baseState(locale, ''), type: 'category', categoryPath: categoryPath(category, locale) }),
      });
    }
    categoryItems.sort((a, b) => b.hitCount - a.hitCount);
  }
  groups.push({ code: 'category', label: text('groupCategory', language), items: categoryItems.slice(0, GROUP_SIZE) });

  return { type: 'suggest', version: API_VERSION, engine: ENGINE_NAME, locale: locale.locale, assortment: locale.country, q, groups };
}
