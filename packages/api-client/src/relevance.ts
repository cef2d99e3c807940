/**
 * Ranking metrics over graded results, shared by the relevance evaluation of the reference API
 * (`npm run eval:relevance`) and the judging tool of the evaluation view, so both compute nDCG alike.
 * Grades: 3 what was asked for, 2 a right answer of a broader kind, 1 related but not taken, 0 unrelated.
 */
import { RESPONSE_BOUNDS } from './bounds';
import type { EvaluationResult } from './types';

export type Grade = 0 | 1 | 2 | 3;
export const GRADES: readonly Grade[] = [0, 1, 2, 3];

export function isGrade(value: unknown): value is Grade {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** DCG@k: gain 2^grade − 1, discount log2(rank + 1). */
export function dcgAt(grades: readonly number[], k = 10): number {
  let sum = 0;
  for (let i = 0; i < Math.min(k, grades.length); i++) sum += (2 ** (grades[i] ?? 0) - 1) / Math.log2(i + 2);
  return sum;
}

/** The ideal ranking's grades from a pool of graded results: best first, cut to k. */
export function idealFrom(grades: readonly number[], k = 10): number[] {
  return [...grades].sort((a, b) => b - a).slice(0, k);
}

/** nDCG@k with gain 2^grade − 1; 1 when nothing is relevant in the ideal and nothing was returned. */
export function ndcgAt(grades: readonly number[], ideal: readonly number[], k = 10): number {
  const best = dcgAt(ideal, k);
  if (best === 0) return grades.some((g) => g > 0) ? 1 : grades.length === 0 ? 1 : 0;
  return dcgAt(grades, k) / best;
}

/**
 * nDCG@k of one ranking judged by hand: a result without a grade counts 0, and the ideal ranking is built from
 * all grades given (`given`, e.g. both sides of a comparison). `null` while no grade above 0 was given: the
 * ideal DCG is 0 and the figure is not defined yet.
 */
export function judgedNdcgAt(ranking: readonly string[], given: Readonly<Record<string, Grade>>, k = 10): number | null {
  const ideal = idealFrom(Object.values(given), k);
  if (dcgAt(ideal, k) === 0) return null;
  return ndcgAt(
    ranking.slice(0, k).map((id) => (Object.hasOwn(given, id) ? given[id]! : 0)),
    ideal,
    k,
  );
}

/** Reciprocal rank of the first result graded 2 or better (a result a shopper would take), 0 when none. */
export function reciprocalRank(grades: readonly number[]): number {
  const at = grades.findIndex((g) => g >= 2);
  return at < 0 ? 0 : 1 / (at + 1);
}

/** What a search API that keeps a judged query set says about an evaluation answer's query. */
export interface JudgedGrades {
  /** The query's id in the judged set (the key of its corrections). */
  queryId: string;
  /** The set's grade of each returned product, by product id. */
  grades: Record<string, Grade>;
}

const MAX_JUDGED = 500;

/**
 * The longest product id a grade is kept for: the longest an answer's id can be ({@link RESPONSE_BOUNDS}'s
 * `textLength`, texts are cut there), so every product shown can be graded, and its grade survives a reload.
 */
export const GRADED_ID_MAX_LENGTH = RESPONSE_BOUNDS.textLength;

/**
 * The judged set's grades carried in an evaluation answer's `xPayload.judgments` (`{ queryId, grades }`), or
 * `null` when the API sent none (the query is not in a judged set, or the API keeps none). Entries that are
 * not a grade 0–3 are dropped.
 */
export function judgedGradesOf(result: Pick<EvaluationResult, 'xPayload'>): JudgedGrades | null {
  const raw = result.xPayload?.judgments;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { queryId, grades } = raw as { queryId?: unknown; grades?: unknown };
  if (typeof queryId !== 'string' || !/^[A-Za-z0-9._-]{1,64}$/.test(queryId)) return null;
  if (grades === null || typeof grades !== 'object' || Array.isArray(grades)) return null;
  const out: Record<string, Grade> = {};
  for (const [id, grade] of Object.entries(grades).slice(0, MAX_JUDGED)) {
    if (isGrade(grade) && id.length <= GRADED_ID_MAX_LENGTH && id !== '__proto__') out[id] = grade;
  }
  return { queryId, grades: out };
}
