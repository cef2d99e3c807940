import fc from 'fast-check';
import { inlineJson } from '../server/html';

/**
 * The hydration state and runtime config go into the page inside `<script>` elements, with upstream texts in
 * them. Over generated values (fast-check): the inlined text has no character that could end the element or
 * start markup there (`<`, `>`, `&`) nor a line separator a script parser might stop at, and it reads back as
 * the same value.
 */
describe('DESIGN trust boundaries: state inlined into the page (generated values)', () => {
  it('inlines any JSON value without <, >, & or U+2028/2029, and reads back the same', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom('</script><script>alert(1)</script>', '<!--', '-->', '</SCRIPT', ']]>', '\u2028\u2029', '&lt;', '<\u0000/script>'),
    );
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }), text, (value, hostile) => {
        const inlined = inlineJson({ value, hostile, [hostile]: hostile });
        expect(inlined).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(inlined)).toEqual(JSON.parse(JSON.stringify({ value, hostile, [hostile]: hostile })));
      }),
      { numRuns: 1000 },
    );
  });
});
