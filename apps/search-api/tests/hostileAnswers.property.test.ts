/**
 * The client's answer rules (`@shop/api-client` validate.ts) against the reference API's own answers, mutated
 * by fast-check: any field replaced by a wrong type, a huge or hostile text, an unsafe address, a long or deep
 * list, a prototype key. Whatever comes, the client either refuses the answer with its validation error (which
 * the page shows as an error) or returns data inside the bounds of DESIGN's trust boundary: texts and lists
 * bounded, every address one the link rule accepts, nothing reaching `Object.prototype`.
 */
import fc from 'fast-check';
import {
  linkPolicy,
  MAX_URL_LENGTH,
  parseSearchResult,
  parseSuggestResult,
  RESPONSE_BOUNDS,
  ResponseValidationError,
  safeLink,
} from '@shop/api-client';
import { createServer } from '../src/server';

const api = createServer({ adFailureRate: 0, adLatencyMs: 0, responseCacheSize: 0, testMode: true });
const POLICY = linkPolicy([], 'https://shop.example');

async function answer(url: string): Promise<unknown> {
  const response = await api.respond({ method: 'GET', url, headers: {} });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return JSON.parse(response.body) as unknown;
}

type Path = Array<string | number>;

/** Every path into a JSON value (objects' keys, arrays' indexes), the value itself included. */
function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...at, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

function replaceAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  if (root === null || typeof root !== 'object') return root;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object') return root;
    node = next as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return root;
}

function nested(depth: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { children: [v], label: 'x' };
  return v;
}

/** What an upstream may send in place of any field (only what JSON can carry: the client reads JSON). */
const hostile = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(
    'x'.repeat(100_000),
    '😀'.repeat(5_000),
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/p/1',
    `https://shop.example/${'a'.repeat(MAX_URL_LENGTH)}`,
    '<img src=x onerror=alert(1)>',
    -1,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    Array.from({ length: 5_000 }, (_, i) => ({ label: `v${i}`, value: `v${i}`, count: i, url: `/q/search?b=${i}` })),
    Array.from({ length: 1_000 }, () => 'x'),
    nested(200),
    JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"label":"p"}'),
  ),
);

/** Checks a parsed answer against the bounds; returns the first breach found, or null. */
function breach(value: unknown, path = 'data', depth = 0): string | null {
  if (depth > 60) return `${path}: nested deeper than 60`;
  if (typeof value === 'string') {
    if (value.length > MAX_URL_LENGTH) return `${path}: a text of ${value.length} characters`;
    if (/(?:url|href|link)$/i.test(path) && value !== '' && safeLink(value, POLICY) === null) return `${path}: an address the link rule refuses: ${value.slice(0, 80)}`;
    return null;
  }
  if (Array.isArray(value)) {
    // The largest list bound: a free payload's nodes in all (the lists of the page's own fields are shorter).
    if (value.length > RESPONSE_BOUNDS.payloadNodes) return `${path}: a list of ${value.length}`;
    for (const [i, v] of value.entries()) {
      const found = breach(v, `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return `${path}: an object with another prototype`;
    for (const [k, v] of Object.entries(value)) {
      const found = breach(v, `${path}.${k}`, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** Parses a mutated answer: refused with the client's validation error, or within the bounds. */
function check(parse: (body: unknown) => unknown, base: unknown, paths: Path[]) {
  return fc.property(fc.array(fc.tuple(fc.constantFrom(...paths), hostile), { minLength: 1, maxLength: 6 }), (mutations) => {
    let body = structuredClone(base);
    for (const [path, value] of mutations) body = replaceAt(body, path, structuredClone(value));
    let parsed: unknown;
    try {
      // As the client gets it: JSON text read by `JSON.parse` (own `__proto__` keys, plain prototypes).
      parsed = parse(JSON.parse(JSON.stringify(body)));
    } catch (error) {
      if (error instanceof ResponseValidationError) return;
      throw error;
    }
    expect(breach(parsed)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
}

describe('hostile answers (DESIGN trust boundaries): the reference API’s answers, mutated, through the client’s answer rules', () => {
  it('a search answer is refused with a validation error or kept within the bounds, its addresses passing the link rule', async () => {
    const base = await answer('/q/api/search?q=sofa&locale=de_DE&assortment=DE&fetchsize=12');
    const paths = pathsOf(base);
    expect(paths.length).toBeGreaterThan(200);
    fc.assert(check((body) => parseSearchResult(body, POLICY), base, paths), { numRuns: 400 });
  });

  it('an answer nested 50,000 deep in any of its parts is read without running out of stack', async () => {
    const text = JSON.stringify(await answer('/q/api/search?q=sofa&locale=de_DE&assortment=DE&fetchsize=12'));
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    for (const part of ['"xPayload":', '"topvalues":', '"tracking":', '"link":', '"breadcrumbs":', '"values":', '"gridbox":']) {
      const at = text.indexOf(part);
      expect(at).toBeGreaterThan(0);
      const body = JSON.parse(`${text.slice(0, at + part.length)}${deep},"_":${text.slice(at + part.length)}`) as unknown;
      expect(() => {
        try {
          parseSearchResult(body, POLICY);
        } catch (error) {
          if (!(error instanceof ResponseValidationError)) throw error;
        }
      }).not.toThrow();
    }
  });

  it('a suggestion answer is refused with a validation error or kept within the bounds', async () => {
    const base = await answer('/q/api/suggest?q=so&locale=de_DE&assortment=DE');
    fc.assert(check((body) => parseSuggestResult(body, POLICY), base, pathsOf(base)), { numRuns: 300 });
  });
});
