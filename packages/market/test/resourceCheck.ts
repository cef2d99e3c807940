/** Compares a translated text set with the English source set (en_GB); shared by the resources tests. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { toBcp47 } from '../src';

const SOURCE = 'en_GB';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function readSet(root: string, locale: string, ns: string): Flat | null {
  const file = join(root, locale, `${ns}.json`);
  return existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : null;
}

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1] ?? ''))].sort();

/** en_GB plural keys: base keys with both `_one` and `_other` forms. */
function pluralBases(source: Flat): Set<string> {
  const bases = new Set<string>();
  for (const key of source.keys()) {
    if (key.endsWith('_other') && source.has(key.replace(/_other$/, '_one'))) bases.add(key.replace(/_other$/, ''));
  }
  return bases;
}

/** Every problem of one locale's namespace file, as readable lines (empty when it is complete). */
export function problemsOf(root: string, locale: string, ns: string): string[] {
  const source = readSet(root, SOURCE, ns);
  const target = readSet(root, locale, ns);
  if (!source) return [`source ${SOURCE}/${ns}.json is missing`];
  if (!target) return [`${locale}/${ns}.json is missing`];
  const bases = pluralBases(source);
  const categories = new Intl.PluralRules(toBcp47(locale)).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of source) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (bases.has(base)) {
      for (const category of categories) expected.set(`${base}_${category}`, String(source.get(`${base}_other`)));
    } else {
      expected.set(key, String(text));
    }
  }
  const problems: string[] = [];
  for (const [key, english] of expected) {
    if (!target.has(key)) {
      problems.push(`missing ${key}`);
      continue;
    }
    const text = target.get(key);
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`empty ${key}`);
      continue;
    }
    const want = placeholders(english);
    const have = placeholders(text);
    const lost = want.filter((p) => !have.includes(p));
    const unknown = have.filter((p) => !want.includes(p));
    if (lost.length) problems.push(`${key} lacks {{${lost.join('}}, {{')}}}`);
    if (unknown.length) problems.push(`${key} has unknown {{${unknown.join('}}, {{')}}}`);
  }
  for (const key of target.keys()) {
    if (!expected.has(key)) problems.push(`unexpected ${key}`);
  }
  return problems;
}
