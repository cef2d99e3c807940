import fc from 'fast-check';
import { FORBIDDEN_URL_PARAMS, MAX_TERM_LENGTH, needsCanonicalQuery, parseSearchParams, QUERY_PARSE_LIMITS, stringifySearchParams } from './urlState';

/**
 * Properties of the address rules over generated addresses (fast-check): any search string a browser may
 * hold, however broken, is read without throwing, and what the page writes back is a fixed point — read again
 * it means the same and asks for no further correction. A rewrite that is not a fixed point would replace the
 * address again on every render.
 */

const KEYS = ['q', 'sort', 'offset', 'isEmbedded', 'cqeName', 'campaign', 'pageId', 'path', 'brand', 'price', 'category', 'rating',
  ...FORBIDDEN_URL_PARAMS, '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', '[', ']', '[]', 'a[', 'a]', 'a[]', 'a[0]',
  'a[1]', 'a[b]', 'a[b][c]', 'price[min]', 'price[max]', 'brand[]', 'brand[21]', 'a.b', '%5B', 'a%5Bb%5D', '%', '%zz', 'ü', '日本', '+', '&', '='];
const VALUES = ['', ' ', '+', '%2B', '%', '%zz', '%00', '%E0%A4%A', '%ED%A0%80', '0', '-1', '1e3', '007', '99999999999999999999', 'true', 'false',
  'relevance', 'price-asc', '10-50', '-50', '10-', '50-10', '1,5', 'a b', 'Łódź', '😀', '<b>', '"', "'", 'javascript:alert(1)', '__proto__', '[', ']'];

/** One `key=value` pair (or a bare key, or a bare value) from the lists above or arbitrary text. */
const pair = fc.tuple(
  fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })),
  fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 })),
  fc.constantFrom('=', '=', '=', '', '=='),
).map(([key, value, eq]) => `${key}${eq}${eq === '' ? '' : value}`);

/** A search string: generated pairs joined by `&` (sometimes doubled), with or without a leading `?`. */
const search = fc
  .tuple(fc.boolean(), fc.array(pair, { maxLength: 30 }), fc.constantFrom('&', '&', '&&'))
  .map(([question, pairs, sep]) => `${question ? '?' : ''}${pairs.join(sep)}`);

/** Any text at all, a browser's address or not. */
const anyText = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 100 }));

/** A long search term (pasted text, any characters, written raw or encoded) beside generated pairs. */
const longTerm = fc
  .tuple(fc.string({ unit: fc.oneof(fc.constantFrom('a', ' ', '+', '%', '%E0', '%01', '😀', 'ü'), fc.string({ unit: 'binary', maxLength: 1 })), minLength: 150, maxLength: 400 }), fc.boolean(), fc.array(pair, { maxLength: 4 }))
  .map(([term, encoded, pairs]) => [`q=${encoded ? encodeURIComponent(term) : term}`, ...pairs].join('&'));

describe('SPEC §5 the address the page writes back is a fixed point (generated addresses)', () => {
  it('asks for a search term of at most MAX_TERM_LENGTH code units without control characters, however long the term in the address', () => {
    fc.assert(
      fc.property(longTerm, (s) => {
        const q = parseSearchParams(s).q ?? '';
        expect(q.length).toBeLessThanOrEqual(MAX_TERM_LENGTH);
        // eslint-disable-next-line no-control-regex -- no control character may be left
        expect(/[\u0000-\u001f\u007f]/.test(q)).toBe(false);
        expect(/[\ud800-\udbff]$/.test(q)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads any search string without throwing, with a valid offset, no reserved or prototype key and at most 20 values per filter', () => {
    fc.assert(
      fc.property(fc.oneof(search, anyText), (s) => {
        const state = parseSearchParams(s);
        expect(Number.isSafeInteger(state.offset) && state.offset >= 0).toBe(true);
        expect(state.sort).not.toBe('relevance');
        expect(Object.getPrototypeOf(state.filters)).toBe(Object.prototype);
        for (const [key, values] of Object.entries(state.filters)) {
          expect(['', '__proto__', 'constructor', 'prototype', 'q', 'sort', 'offset', 'isEmbedded', ...FORBIDDEN_URL_PARAMS]).not.toContain(key);
          expect(values.length).toBeGreaterThan(0);
          expect(values.length).toBeLessThanOrEqual(QUERY_PARSE_LIMITS.arrayLimit);
          for (const value of values) expect(typeof value === 'string' && value !== '').toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('writes back an address that needs no correction, reads back the same and writes the same again', () => {
    fc.assert(
      fc.property(fc.oneof(search, anyText, longTerm), (s) => {
        const state = parseSearchParams(s);
        const canonical = stringifySearchParams(state);
        expect(needsCanonicalQuery(canonical)).toBe(false);
        expect(parseSearchParams(canonical)).toEqual(state);
        expect(stringifySearchParams(parseSearchParams(canonical))).toBe(canonical);
      }),
      { numRuns: 3000 },
    );
  });
});
