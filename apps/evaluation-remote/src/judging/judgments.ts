import { GRADED_ID_MAX_LENGTH, isGrade, type Grade } from '@shop/api-client';

/** Grades given for one query, by product id. */
export type Grades = Record<string, Grade>;

/** What the judging tool needs of sessionStorage (a fake in tests). */
export type GradeStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const STORAGE_PREFIX = 'shop:judging:v1:';
/** Grades kept per query at most (two sides of 48 results fit many times). */
const MAX_GRADES = 1000;

/** The sessionStorage key of a query's grades: per locale, since the same words are another query elsewhere. */
export function storageKey(locale: string, q: string): string {
  return `${STORAGE_PREFIX}${locale}:${q}`;
}

/** Only grades 0–3 under product ids an answer can hold survive; anything else in storage is dropped. */
export function cleanGrades(raw: unknown): Grades {
  const out: Grades = {};
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [id, grade] of Object.entries(raw).slice(0, MAX_GRADES)) {
    if (isGrade(grade) && id.length > 0 && id.length <= GRADED_ID_MAX_LENGTH && id !== '__proto__') out[id] = grade;
  }
  return out;
}

/** The grades kept for a query; none when the store is unavailable or holds something unreadable. */
export function readGrades(store: GradeStore | null, key: string): Grades {
  if (!store) return {};
  try {
    const text = store.getItem(key);
    return text ? cleanGrades((JSON.parse(text) as { grades?: unknown }).grades) : {};
  } catch {
    return {};
  }
}

/** Keeps a query's grades (none: the entry is removed). A full or refused store loses nothing on screen. */
export function writeGrades(store: GradeStore | null, key: string, grades: Grades): void {
  if (!store) return;
  try {
    if (Object.keys(grades).length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify({ grades }));
  } catch {
    // quota or privacy mode: the grades stay in memory for this page
  }
}

/** A comparison's verdict: which side serves the shopper better. */
export type Verdict = 'preferLeft' | 'equal' | 'preferRight';
export const VERDICTS: readonly Verdict[] = ['preferLeft', 'equal', 'preferRight'];

/**
 * The sessionStorage key of a comparison's verdict: per locale, pair of variants and query (another pair, or the
 * same words in another locale, is another comparison).
 */
export function verdictKey(locale: string, first: number, second: number, q: string): string {
  return `${STORAGE_PREFIX}verdict:${locale}:${first}/${second}:${q}`;
}

/** The verdict kept for a comparison; none when the store is unavailable or holds something else. */
export function readVerdict(store: GradeStore | null, key: string): Verdict | null {
  try {
    const value = store?.getItem(key);
    return VERDICTS.find((v) => v === value) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a comparison's verdict. A full or refused store loses nothing on screen. */
export function writeVerdict(store: GradeStore | null, key: string, verdict: Verdict): void {
  try {
    store?.setItem(key, verdict);
  } catch {
    // quota or privacy mode: the verdict stays in memory for this page
  }
}

/** The session store of this tab, or `null` where the browser refuses it. */
export function sessionGradeStore(): GradeStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The key the exported grades go under: the query's id in the judged set, or `locale:q` for a query the set
 * does not hold yet (the generator applies corrections by id, so such a key needs an id first).
 */
export function exportKey(queryId: string | undefined, locale: string, q: string): string {
  return queryId ?? `${locale}:${q}`;
}

/**
 * The judgments as a file in the shape of `corrections.json`'s `products` (apps/search-api/relevance):
 * `{ "products": { "<query id>": { "<product id>": grade } } }`, product ids sorted so files diff well.
 */
export function correctionsFile(key: string, grades: Grades): string {
  const sorted: Grades = {};
  for (const id of Object.keys(grades).sort()) sorted[id] = grades[id]!;
  return `${JSON.stringify({ products: { [key]: sorted } }, null, 2)}\n`;
}

/** A file name from the export key: letters, digits, dot, dash and underscore only. */
export function correctionsFileName(key: string): string {
  const safe = key.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return `corrections-${safe || 'query'}.json`;
}

/** Offers `text` as a download through a Blob URL (never through markup), then frees the URL. */
export function downloadText(text: string, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; revoking on the next task keeps the URL alive long enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
