import type { Grade } from '@shop/api-client';
import { useCallback, useEffect, useState } from 'react';
import { readGrades, readVerdict, sessionGradeStore, storageKey, verdictKey, writeGrades, writeVerdict, type Grades, type Verdict } from './judgments';

export interface Judgments {
  grades: Grades;
  setGrade(productId: string, grade: Grade): void;
  /** Adds grades, replacing those given for the same products (loading the judged set's grades). */
  merge(grades: Grades): void;
  clear(): void;
}

/** The grades given for one query, kept in sessionStorage per locale and query so a reload keeps them. */
export function useJudgments(locale: string, q: string): Judgments {
  const key = storageKey(locale, q);
  const [state, setState] = useState(() => ({ key, grades: readGrades(sessionGradeStore(), key) }));
  let current = state;
  if (state.key !== key) {
    // another query: its own grades (set during render so no frame shows the previous query's grades)
    current = { key, grades: readGrades(sessionGradeStore(), key) };
    setState(current);
  }
  useEffect(() => writeGrades(sessionGradeStore(), state.key, state.grades), [state]);
  const setGrade = useCallback((productId: string, grade: Grade) => setState((s) => ({ key: s.key, grades: { ...s.grades, [productId]: grade } })), []);
  const merge = useCallback((grades: Grades) => setState((s) => ({ key: s.key, grades: { ...s.grades, ...grades } })), []);
  const clear = useCallback(() => setState((s) => ({ key: s.key, grades: {} })), []);
  return { grades: current.grades, setGrade, merge, clear };
}

/**
 * A comparison's verdict, kept in sessionStorage per locale, pair of variants and query: another query shows its
 * own (none until given), a reload or a way back keeps it.
 */
export function useVerdict(locale: string, first: number, second: number, q: string): [Verdict | null, (verdict: Verdict) => void] {
  const key = verdictKey(locale, first, second, q);
  const [state, setState] = useState(() => ({ key, verdict: readVerdict(sessionGradeStore(), key) }));
  let current = state;
  if (state.key !== key) {
    current = { key, verdict: readVerdict(sessionGradeStore(), key) };
    setState(current);
  }
  const give = useCallback(
    (verdict: Verdict) => {
      writeVerdict(sessionGradeStore(), key, verdict);
      setState({ key, verdict });
    },
    [key],
  );
  return [current.verdict, give];
}
