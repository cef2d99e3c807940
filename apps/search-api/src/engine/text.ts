import type { Language } from '../catalogue/vocabulary';

// Math functions bound once: a global lookup per call is slow inside Jest's VM sandbox (about 30x).
const { abs, min } = Math;

const SPECIAL_FOLDS: Record<string, string> = { ß: 'ss', ł: 'l', Ł: 'l', ø: 'o', Ø: 'o', æ: 'ae', œ: 'oe', đ: 'd' };

/** Lowercases and removes diacritics: "Gießkanne Größe" → "giesskanne grosse". */
export function fold(text: string): string {
  return text
    .replace(/[ßłŁøØæœđ]/g, (c) => SPECIAL_FOLDS[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Splits folded text into alphanumeric tokens. */
export function tokenize(text: string): string[] {
  return fold(text).match(/[a-z0-9]+/g) ?? [];
}

// Light suffix stripping: enough to join singular and plural forms of the catalogue vocabulary, applied the
// same way at index and at query time. The second list strips a final vowel left over by the first.
const SUFFIXES: Record<Language, readonly [readonly string[], readonly string[]]> = {
  en: [['ies', 's'], []],
  de: [['en', 'er', 'n', 's'], ['e']],
  fr: [['s', 'x'], ['e']],
  it: [['i', 'e', 'a', 'o'], []],
  nl: [['en', 's'], []],
  pl: [['ami', 'ach', 'ow', 'om', 'em', 'y', 'i', 'a', 'e', 'u', 'o'], []],
  cs: [['ami', 'ech', 'ich', 'y', 'e', 'u', 'a', 'i', 'o'], []],
  hu: [['k', 't'], ['o', 'e', 'a']],
};
const MIN_STEM = 3;
// Dutch singulars often end in -en themselves (schoen → schoenen): keep longer stems so both meet.
const MIN_STEM_NL = 5;

function strip(token: string, suffixes: readonly string[], language: Language): string {
  for (const suffix of suffixes) {
    const minStem = language === 'nl' ? MIN_STEM_NL : MIN_STEM;
    if (!token.endsWith(suffix) || token.length - suffix.length < minStem) continue;
    if (language === 'en' && suffix === 's' && /(ss|us|is)$/.test(token)) return token;
    if (language === 'en' && suffix === 'ies') return `${token.slice(0, -3)}y`;
    return token.slice(0, -suffix.length);
  }
  return token;
}

export function stem(token: string, language: Language): string {
  if (token.length < 4 || /\d/.test(token)) return token;
  const [first, second] = SUFFIXES[language];
  return strip(strip(token, first, language), second, language);
}

/** Tokens of a text as index terms (folded, stemmed). */
export function analyse(text: string, language: Language): string[] {
  return tokenize(text).map((token) => stem(token, language));
}

/**
 * Optimal-string-alignment distance (a transposition counts as one edit), or `max + 1` as soon as the distance
 * is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = min((prev[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = min(value, (prevPrev[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  const result = prev[n] ?? max + 1;
  return result > max ? max + 1 : result;
}

/**
 * Edits a query term may be away from an index term: 1 from 5 letters, 2 from 9 (digits never). Four-letter
 * words are left alone: one edit turns most of them into another real word (lamp → lame, bett → bettgestell's
 * "bet").
 */
export function allowedEdits(term: string): number {
  if (/\d/.test(term)) return 0;
  if (term.length >= 9) return 2;
  if (term.length >= 5) return 1;
  return 0;
}
