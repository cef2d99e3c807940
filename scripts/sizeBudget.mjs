/**
 * The JavaScript budget of `npm run size` (size-budget.json): per page, brotli kilobytes (1 kB = 1024 bytes)
 * and the number of JavaScript files. Kept apart from the measuring so that the check has a unit test.
 */

/**
 * @param {{ page: string, brotliBytes: number, files: number }[]} measured
 * @param {Record<string, { brotliKb: number, files: number }>} budget
 * @returns {{ page: string, ok: boolean, problems: string[] }[]} one entry per measured page; a page the budget
 *   does not name fails (a new page needs a budget of its own)
 */
export function checkBudget(measured, budget) {
  return measured.map(({ page, brotliBytes, files }) => {
    const limit = budget[page];
    if (!limit) return { page, ok: false, problems: [`${page}: no budget in size-budget.json`] };
    const problems = [];
    const kb = brotliBytes / 1024;
    // In bytes too: a page a few bytes over would otherwise read "196.0 kB is 0.0 kB over the budget of 196 kB".
    const overBytes = Math.ceil(brotliBytes - limit.brotliKb * 1024);
    if (kb > limit.brotliKb) problems.push(`${page}: ${kb.toFixed(1)} kB brotli is ${(kb - limit.brotliKb).toFixed(1)} kB (${overBytes} bytes) over the budget of ${limit.brotliKb} kB`);
    if (files > limit.files) problems.push(`${page}: ${files} JavaScript files is ${files - limit.files} over the budget of ${limit.files}`);
    return { page, ok: problems.length === 0, problems };
  });
}
