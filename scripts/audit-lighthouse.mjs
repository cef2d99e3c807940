/**
 * `npm run audit:lighthouse`: Lighthouse's accessibility, best-practices and SEO audits of the shop's pages
 * (home, search, no results, category, brand, named query) and, with its performance audit too, of the four
 * storefront examples — against a shop that is running (`npm start`). Prints each page's scores and every audit
 * that did not pass, with its first items. What the benches and axe do not look at: a relative canonical link,
 * a storefront page that jumps as the widgets come (layout shift), links a crawler cannot follow.
 *
 * Options: --shop=http://localhost:3000, --examples=http://localhost:3005 (npm start's), --query=sofa,
 * --paths=/a,/b (the shop's pages to audit instead of those above; no examples then).
 * A report, not a test: it asserts nothing.
 */
import { LIGHTHOUSE, lighthouseReport } from './lighthouse.mjs';
import { categoryPath } from './stack.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const shop = arg('shop', 'http://localhost:3000').replace(/\/$/, '');
const examples = arg('examples', 'http://localhost:3005').replace(/\/$/, '');
const query = arg('query', 'sofa');

/** A category page (as the benches find one) and a brand page the shop's search API knows, from its facets. */
async function listingPaths() {
  const answer = await (await fetch(`${shop}/q/api/search?locale=de_DE&assortment=DE&fetchsize=1`)).json();
  const brand = answer.facets?.find((f) => f.code === 'brand')?.values?.[0];
  return [encodeURI(await categoryPath(shop)), ...(brand ? [`/q/de-DE/brand/${encodeURIComponent(brand.label)}`] : [])];
}

const paths = arg('paths', '');
const pages = [
  ...(paths ? paths.split(',') : ['/', `/q/search?q=${encodeURIComponent(query)}`, '/q/search?q=zzzzqqqq', ...(await listingPaths()), '/q/query/summer-sale']).map((path) => [
    `${shop}${path}`,
    ['accessibility', 'best-practices', 'seo'],
  ]),
  ...(paths ? [] : ['plain-html', 'whole-search', 'react-host', 'iframe-parent']).map((name) => [`${examples}/${name}/`, ['performance', 'accessibility', 'best-practices']]),
];

console.log(`${LIGHTHOUSE}, mobile; one run per page`);
for (const [url, categories] of pages) {
  let report;
  try {
    report = await lighthouseReport(url, categories);
  } catch (error) {
    console.log(`\n${url}\n  not audited: ${error.message.split('\n')[0]}`);
    continue;
  }
  const scores = Object.values(report.categories).map((c) => `${c.id} ${c.score === null ? '–' : c.score.toFixed(2)}`);
  const extra = categories.includes('performance')
    ? [`CLS ${report.audits['cumulative-layout-shift'].numericValue.toFixed(3)}`, `TBT ${Math.round(report.audits['total-blocking-time'].numericValue)} ms`]
    : [];
  console.log(`\n${url}\n  ${[...scores, ...extra].join(' · ')}`);
  const scored = new Set(Object.values(report.categories).flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)));
  for (const audit of Object.values(report.audits)) {
    if (!scored.has(audit.id) || audit.score === null || audit.score >= 1) continue;
    if (['performance'].some((c) => report.categories[c]?.auditRefs.some((ref) => ref.id === audit.id))) continue;
    const items = (audit.details?.items ?? []).slice(0, 2).map((item) => JSON.stringify(item.node?.snippet ?? item.source ?? item.url ?? item).slice(0, 160));
    console.log(`  ✗ ${audit.id}: ${audit.title}${audit.explanation ? ` (${audit.explanation})` : ''}${items.length ? `\n      ${items.join('\n      ')}` : ''}`);
  }
}
