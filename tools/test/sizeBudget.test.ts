import { checkBudget } from '../../scripts/sizeBudget.mjs';

const budget = { search: { brotliKb: 130, files: 12 } };

describe('npm run size budget (size-budget.json)', () => {
  it('passes a page at or under its brotli and file budget', () => {
    expect(checkBudget([{ page: 'search', brotliBytes: 130 * 1024, files: 12 }], budget)).toEqual([{ page: 'search', ok: true, problems: [] }]);
  });

  it('fails a page over its brotli budget and says by how much', () => {
    const [result] = checkBudget([{ page: 'search', brotliBytes: 135 * 1024, files: 10 }], budget);
    expect(result?.ok).toBe(false);
    expect(result?.problems).toEqual(['search: 135.0 kB brotli is 5.0 kB (5120 bytes) over the budget of 130 kB']);
  });

  it('names the bytes when a page is over by less than the tenth of a kilobyte it prints', () => {
    const [result] = checkBudget([{ page: 'search', brotliBytes: 130 * 1024 + 21, files: 10 }], budget);
    expect(result?.problems).toEqual(['search: 130.0 kB brotli is 0.0 kB (21 bytes) over the budget of 130 kB']);
  });

  it('fails a page that loads more JavaScript files than its budget', () => {
    const [result] = checkBudget([{ page: 'search', brotliBytes: 100 * 1024, files: 13 }], budget);
    expect(result?.ok).toBe(false);
    expect(result?.problems).toEqual(['search: 13 JavaScript files is 1 over the budget of 12']);
  });

  it('fails a measured page that has no budget', () => {
    expect(checkBudget([{ page: 'category', brotliBytes: 1, files: 1 }], budget)[0]?.ok).toBe(false);
  });
});
