import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gradeOf, idealGrades, quantile, type JudgedQuery, type JudgedSet } from '../src/relevance/judgements';
import { buildCatalogue } from '../src/catalogue/catalogue';
import { LANGUAGES } from '../src/catalogue/vocabulary';

const catalogue = buildCatalogue();
const set = JSON.parse(readFileSync(path.join(__dirname, '../relevance/judged-set.json'), 'utf8')) as JudgedSet;

// nDCG and MRR are tested with their code in packages/api-client (relevance.test.ts).
describe('latency figure', () => {
  it('p95 is the nearest-rank quantile', () => {
    expect(quantile(Array.from({ length: 100 }, (_, i) => i + 1), 0.95)).toBe(95);
  });
});

describe('judged query set', () => {
  it('holds at least 40 queries per catalogue language, ids unique', () => {
    for (const language of LANGUAGES) expect(set.queries.filter((q) => q.language === language).length).toBeGreaterThanOrEqual(40);
    expect(new Set(set.queries.map((q) => q.id)).size).toBe(set.queries.length);
  });

  it('was made for this catalogue, and every query has products a shopper would take (graded 2 or 3)', () => {
    expect(set.catalogueChecksum).toBe(catalogue.checksum);
    for (const query of set.queries) expect(idealGrades(query, catalogue, 1)[0]).toBeGreaterThanOrEqual(2);
  });

  it('grades a product by the best rule it meets, and a grade set by hand wins', () => {
    const doc = 123;
    const leaf = catalogue.categories[catalogue.products.leaf[doc] ?? 0]?.id ?? '';
    const query: JudgedQuery = {
      id: 't', language: 'en', locale: 'en_GB', q: 'x', tier: 'head', kind: 'type', intent: 'x',
      rules: [{ grade: 1, leaf: [leaf] }, { grade: 3, leaf: [leaf], colour: [catalogue.products.colour[doc] ?? 0] }],
      products: {},
    };
    expect(gradeOf(query, catalogue, doc)).toBe(3);
    expect(gradeOf({ ...query, products: { [catalogue.products.productId[doc] ?? '']: 0 } }, catalogue, doc)).toBe(0);
  });
});
