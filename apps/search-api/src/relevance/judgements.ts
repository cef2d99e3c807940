/**
 * The judged query set's format, how a product is graded against a query, and the ranking metrics.
 * See apps/search-api/relevance/README.md for how the judgments were made. The reference API grades an
 * evaluation answer's products with it (xPayload.judgments), so the judging tool can load the set's grades.
 */
import type { Grade } from '@shop/api-client';
import type { Catalogue } from '../catalogue/catalogue';
import { COLOURS, MATERIALS, type Language } from '../catalogue/vocabulary';

// The metrics live in @shop/api-client so that the judging tool of the evaluation view computes them alike.
export { ndcgAt, reciprocalRank } from '@shop/api-client';
export type { Grade } from '@shop/api-client';
export type Tier = 'head' | 'torso' | 'tail';

/** Conditions a product must all meet to earn a rule's grade (absent = any). */
export interface GradeRule {
  grade: Grade;
  /** Leaf category ids (any of). */
  leaf?: string[];
  /** Brand names (any of). */
  brand?: string[];
  /** Colour indexes into COLOURS (English name for readability in `colourName`). */
  colour?: number[];
  material?: number[];
  /** Product ids (any of): article-number queries. */
  product?: string[];
}

export interface JudgedQuery {
  id: string;
  language: Language;
  locale: string;
  q: string;
  tier: Tier;
  /** What the query tests: type, compound, plural, brand-type, colour-type, article, typo, diacritics, … */
  kind: string;
  /** What a shopper typing it wants, in English. */
  intent: string;
  /** A product's grade is the highest grade of a rule it meets, 0 when it meets none. */
  rules: GradeRule[];
  /** Per-product grades set by hand (the judging tool exports these); they win over the rules. */
  products: Record<string, Grade>;
}

export interface JudgedSet {
  version: 1;
  catalogueChecksum: string;
  queries: JudgedQuery[];
}

export const LOCALE_OF: Record<Language, string> = {
  en: 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
  it: 'it_IT',
  nl: 'nl_NL',
  pl: 'pl_PL',
  cs: 'cs_CZ',
  hu: 'hu_HU',
};

export const COLOUR_COUNT = COLOURS.length;
export const MATERIAL_COUNT = MATERIALS.length;

function meets(rule: GradeRule, catalogue: Catalogue, doc: number): boolean {
  const p = catalogue.products;
  if (rule.product && !rule.product.includes(p.productId[doc] ?? '')) return false;
  if (rule.leaf && !rule.leaf.includes(catalogue.categories[p.leaf[doc] ?? 0]?.id ?? '')) return false;
  if (rule.brand && !rule.brand.includes(catalogue.brands[p.brand[doc] ?? 0]?.name ?? '')) return false;
  if (rule.colour && !rule.colour.includes(p.colour[doc] ?? -1)) return false;
  if (rule.material && !rule.material.includes(p.material[doc] ?? -1)) return false;
  return true;
}

/** The grade of one product (by document number) for a query. */
export function gradeOf(query: JudgedQuery, catalogue: Catalogue, doc: number): Grade {
  const byHand = query.products[catalogue.products.productId[doc] ?? ''];
  if (byHand !== undefined) return byHand;
  let best: Grade = 0;
  for (const rule of query.rules) if (rule.grade > best && meets(rule, catalogue, doc)) best = rule.grade;
  return best;
}

/** Grades of the whole catalogue, best first, cut to k: the ideal ranking's grades. */
export function idealGrades(query: JudgedQuery, catalogue: Catalogue, k: number): Grade[] {
  const counts = [0, 0, 0, 0];
  for (let d = 0; d < catalogue.size; d++) counts[gradeOf(query, catalogue, d)]! += 1;
  const ideal: Grade[] = [];
  for (const grade of [3, 2, 1] as const) for (let i = 0; i < (counts[grade] ?? 0) && ideal.length < k; i++) ideal.push(grade);
  return ideal;
}

/** The q-quantile of a list of numbers (nearest rank). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}
