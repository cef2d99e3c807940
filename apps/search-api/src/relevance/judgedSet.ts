import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JudgedGrades } from '@shop/api-client';
import type { Catalogue } from '../catalogue/catalogue';
import type { Language } from '../catalogue/vocabulary';
import { gradeOf, type JudgedQuery, type JudgedSet } from './judgements';

/** The judged query set of this checkout (apps/search-api/relevance/judged-set.json). */
export const JUDGED_SET_FILE = path.resolve(__dirname, '../../relevance/judged-set.json');

/** Grades returned products against the judged query set, so the evaluation view's judging tool can load them. */
export interface JudgedSetLookup {
  /** The set's grades of `productIds` for the query `q` in `language`; `undefined` when the set does not hold it. */
  grade(q: string, language: Language, productIds: Iterable<string>): JudgedGrades | undefined;
}

/**
 * Reads the judged set once. A set made for another catalogue (its checksum differs) or a missing file gives a
 * lookup that knows no query: grades for other products would be wrong.
 */
export function judgedSetLookup(catalogue: Catalogue, file = JUDGED_SET_FILE): JudgedSetLookup {
  let byQuery: Map<string, JudgedQuery> | undefined;
  const key = (language: string, q: string) => `${language}\u0000${q}`;
  const queries = () => {
    if (byQuery) return byQuery;
    byQuery = new Map();
    try {
      const set = JSON.parse(readFileSync(file, 'utf8')) as JudgedSet;
      if (set.catalogueChecksum === catalogue.checksum) for (const query of set.queries) byQuery.set(key(query.language, query.q), query);
    } catch {
      // no set next to this API: nothing is judged
    }
    return byQuery;
  };
  return {
    grade(q, language, productIds) {
      const query = queries().get(key(language, q.trim()));
      if (!query) return undefined;
      const grades: JudgedGrades['grades'] = {};
      for (const id of productIds) {
        const doc = catalogue.docByCode.get(id);
        if (doc !== undefined) grades[id] = gradeOf(query, catalogue, doc);
      }
      return { queryId: query.id, grades };
    },
  };
}
