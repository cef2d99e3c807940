import { MAX_TERM_LENGTH } from '@shop/api-client';
import { prettify } from '../src/CatalogueListing';

describe("a page's name from its address, while its answer names it not", () => {
  it('words for the dashes, a capital first', () => {
    expect(prettify('garden-days_2026')).toBe('Garden days 2026');
    expect(prettify('%C3%B6ko-wochen')).toBe('Öko wochen');
    expect(prettify(undefined)).toBe('');
  });

  it(`is as long as a search term at most (MAX_TERM_LENGTH, ${MAX_TERM_LENGTH}): an address may be far longer than a heading`, () => {
    const name = prettify(`${'a'.repeat(5000)}-sale`);
    expect(name).toHaveLength(MAX_TERM_LENGTH);
    expect(name.startsWith('Aaa')).toBe(true);
  });
});
