import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto('http://localhost:4720/q/search?q=sofa', { waitUntil: 'networkidle' });
await page.route(/\/q\/api\/search/, async (route) => { await new Promise((r) => setTimeout(r, 900)); await route.continue(); });
const boxes = page.getByRole('group', { name: 'Marke' }).getByRole('checkbox');
const names = [];
for (let i = 0; i < 3; i++) {
  const b = page.getByRole('group', { name: 'Marke' }).getByRole('checkbox').nth(i * 2);
  names.push(await b.getAttribute('value'));
  await b.click({ force: true });
  await page.waitForTimeout(Number(process.env.GAP ?? 150));
}
await page.waitForTimeout(4000);
const url = new URL(page.url());
console.log('clicked', names, 'url brands', url.searchParams.getAll('brand'));
console.log('checked', await boxes.evaluateAll((els) => els.filter((e) => e.checked).map((e) => e.value)));
console.log('count', await page.getByTestId('result-count').textContent());
await page.goBack(); await page.waitForTimeout(2500);
console.log('after back url brands', new URL(page.url()).searchParams.getAll('brand'), 'checked', await boxes.evaluateAll((els) => els.filter((e) => e.checked).map((e) => e.value)));
await browser.close();
