import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API, AXE_TAGS, axeFor } from './helpers';

/** `lamp` in English is query en-035 of the judged set (apps/search-api/relevance/judged-set.json). */
const COMPARE = '/evaluation/en-GB/0/3?q=lamp';

type Grades = Record<string, number>;

/** The product ids of a side, top first, read from its radio groups' names (`grade-left-<id>`). */
async function ranking(side: Locator): Promise<string[]> {
  const names = await side.locator('fieldset.ev-grade input[value="0"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).name));
  return names.map((name) => name.replace(/^grade-(left|right)-/, ''));
}

/** The rule the tool states, computed here on its own: gain 2^grade − 1, log2 discount, ideal from the grades given. */
function ndcg10(ids: string[], grades: Grades): string {
  const dcg = (gs: number[]) => gs.slice(0, 10).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg(Object.values(grades).sort((a, b) => b - a));
  return `nDCG@10: ${(dcg(ids.map((id) => grades[id] ?? 0)) / ideal).toFixed(3)}`;
}

/** Grades a result with the keyboard only: focus its first radio, Space checks 0, each → moves one grade up. */
async function gradeWithKeyboard(page: Page, side: Locator, id: string, grade: number): Promise<void> {
  const group = side.locator('fieldset.ev-grade').filter({ has: page.locator(`input[name$="-${id}"]`) });
  await group.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < grade; i++) await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: new RegExp(`^${grade} `) })).toBeChecked();
}

async function exported(page: Page): Promise<{ name: string; body: unknown }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export grades' }).click()]);
  return { name: download.suggestedFilename(), body: JSON.parse(await readFile(await download.path(), 'utf8')) };
}

test.describe('judging tool of the evaluation view (issue 13)', () => {
  test('grade results on both sides with the keyboard, nDCG@10 per side follows, grades survive a reload, export as corrections', async ({ page }) => {
    await page.goto(COMPARE);
    const left = page.getByRole('region', { name: 'Variant 0' });
    const right = page.getByRole('region', { name: 'Variant 3' });
    await expect(left.locator('fieldset.ev-grade').first()).toBeVisible();
    await expect(page.getByText('Ungraded results count as 0.', { exact: false })).toBeVisible();
    await expect(left.getByTestId('ndcg')).toHaveText('nDCG@10: not defined until a result is graded above 0');

    const leftIds = await ranking(left);
    const rightIds = await ranking(right);
    const a = leftIds[0]!;
    const b = rightIds.find((id) => id !== a)!;
    const c = leftIds.find((id) => id !== a && id !== b)!;

    await gradeWithKeyboard(page, left, a, 3);
    let grades: Grades = { [a]: 3 };
    await expect(left.getByTestId('ndcg')).toHaveText(ndcg10(leftIds, grades));
    await expect(left.getByTestId('ndcg')).toHaveText('nDCG@10: 1.000');
    const rightBefore = await right.getByTestId('ndcg').textContent();
    expect(rightBefore).toBe(ndcg10(rightIds, grades));

    await gradeWithKeyboard(page, right, b, 2);
    await gradeWithKeyboard(page, left, c, 1);
    grades = { [a]: 3, [b]: 2, [c]: 1 };
    await expect(left.getByTestId('ndcg')).toHaveText(ndcg10(leftIds, grades));
    await expect(right.getByTestId('ndcg')).toHaveText(ndcg10(rightIds, grades));
    await expect(right.getByTestId('ndcg')).not.toHaveText(rightBefore ?? '');
    await expect(page.getByTestId('graded-count')).toHaveText(/Graded results: 3/);

    await page.reload();
    await expect(left.locator(`input[name="grade-left-${a}"][value="3"]`)).toBeChecked();
    await expect(right.getByTestId('ndcg')).toHaveText(ndcg10(rightIds, grades));

    const file = await exported(page);
    expect(file.name).toBe('corrections-en-035.json');
    expect(file.body).toEqual({ products: { 'en-035': grades } });
  });

  test("loads the judged set's grades for a query in the set and exports them", async ({ page }) => {
    await page.goto(COMPARE);
    await expect(page.getByText('This query is in the judged set as en-035.')).toBeVisible();
    await page.getByRole('button', { name: "Load the judged set's grades" }).click();
    await expect(page.getByText("The judged set's grades were loaded.")).toBeVisible();
    const answer = (await (await fetch(`${API}/q/api/evaluation/0/3?q=lamp&locale=en_GB`)).json()) as { xPayload: { judgments: { grades: Grades } } };
    const set = answer.xPayload.judgments.grades;
    const { body } = await exported(page);
    const grades = (body as { products: Record<string, Grades> }).products['en-035'] ?? {};
    const shown = [...(await ranking(page.getByRole('region', { name: 'Variant 0' }))), ...(await ranking(page.getByRole('region', { name: 'Variant 3' })))];
    for (const id of shown) expect(grades[id], id).toBe(set[id]);
    expect(Object.values(grades)).toContain(3);
    await expect(page.getByRole('region', { name: 'Variant 0' }).getByTestId('ndcg')).toHaveText(/^nDCG@10: \d\.\d{3}$/);
  });

  test('a query outside the judged set can be graded, and its export is keyed by locale and query', async ({ page }) => {
    await page.goto('/evaluation/en-GB/0/1?q=sofa');
    await expect(page.getByText('This query is not in the judged set', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: "Load the judged set's grades" })).toHaveCount(0);
    const left = page.getByRole('region', { name: 'Variant 0' });
    const [first] = await ranking(left);
    await gradeWithKeyboard(page, left, first!, 2);
    const { name, body } = await exported(page);
    expect(name).toBe('corrections-en_GB-sofa.json');
    expect(body).toEqual({ products: { 'en_GB:sofa': { [first!]: 2 } } });
  });

  test('a new query on a comparison page compares the same pair of variants', async ({ page }) => {
    await page.goto(COMPARE);
    await expect(page.getByRole('region', { name: 'Variant 3' })).toBeVisible();
    const field = page.getByRole('searchbox', { name: 'Query' });
    await field.fill('sofa');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/evaluation\/en-GB\/0\/3\?q=sofa$/);
    await expect(page.getByRole('region', { name: 'Variant 0' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Variant 3' })).toBeVisible();
  });

  for (const desktop of [false, true]) {
    test(`axe finds no violation on the judging tool${desktop ? ' (wide screen)' : ''}`, { tag: desktop ? '@desktop' : [] }, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(COMPARE);
      const left = page.getByRole('region', { name: 'Variant 0' });
      await expect(left.locator('fieldset.ev-grade').first()).toBeVisible();
      const [first] = await ranking(left);
      await gradeWithKeyboard(page, left, first!, 3);
      await page.screenshot({ path: `test-results/judging-${desktop ? 'desktop' : 'phone'}.png`, fullPage: false });
      const results = await axeFor(page).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
    });
  }
});
