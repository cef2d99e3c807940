/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance audit (its default: a mid-range phone on slow 4G,
 * simulated) of the shop's search page and a category page, and of the server-rendered copy of the search page
 * without any JavaScript (scripts/noJsCopy.mjs, the limit on this machine), interleaved, each run in a fresh
 * Chromium. Prints per page the median score, FCP, LCP, TBT, CLS and Speed Index with their ranges, the
 * machine's speed as Lighthouse measured it (`benchmarkIndex`: the simulation scales the CPU work it observed,
 * so the same code scores lower on a slower or busier machine — compare pages of one run, not runs of two
 * days), and the targets (issue 9: score ≥ 0.95 on search and category pages, TBT ≤ 150 ms, CLS ≤ 0.02).
 *
 * Lighthouse is run by npx at a pinned version (scripts/lighthouse.mjs), not a dependency of the project.
 *
 * Options: --runs=N (default 3), --query=sofa, --no-build, --pages=search,category,nojs.
 * Ports: SHOP_BASE_PORT (default 4300) and the four after it for the stack, the fifth after it for the copy.
 * A benchmark, not a test: it asserts nothing.
 */
import os from 'node:os';
import { build } from './build.mjs';
import { LIGHTHOUSE, lighthouseReport } from './lighthouse.mjs';
import { shopPageHeaders, startNoJsCopy } from './noJsCopy.mjs';
import { categoryPath, defaultPorts, startStack, untilServerRendered } from './stack.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const runs = Number(arg('runs', 3));
const query = arg('query', 'sofa');
const wanted = arg('pages', 'search,category,nojs').split(',');
const TARGETS = { score: 0.95, tbt: 150, cls: 0.02 };
const METRICS = [
  ['first-contentful-paint', 'fcp'],
  ['largest-contentful-paint', 'lcp'],
  ['total-blocking-time', 'tbt'],
  ['cumulative-layout-shift', 'cls'],
  ['speed-index', 'si'],
];

/** One Lighthouse run of `url`: its score, metrics and the machine's benchmark index. */
async function lighthouse(url) {
  const report = await lighthouseReport(url, ['performance']);
  const result = { score: report.categories.performance.score, benchmarkIndex: report.environment?.benchmarkIndex ?? NaN };
  for (const [audit, key] of METRICS) result[key] = report.audits[audit]?.numericValue ?? NaN;
  return result;
}

const median = (values) => {
  const v = [...values].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

if (!process.argv.includes('--no-build')) build();
const base = Number(process.env.SHOP_BASE_PORT ?? 4300);
const ports = defaultPorts(base);
const loadAtStart = os.loadavg()[0];
const stack = await startStack({ ports, quiet: true });
const search = `/q/search?q=${encodeURIComponent(query)}`;
// The copy is served with the shop page's security headers (COOP, CSP, …): the two differ in their markup and scripts only.
const copy = await startNoJsCopy({ apiPort: ports.api, port: base + 5, headers: await shopPageHeaders(`http://localhost:${ports.host}/`) });
const pages = [
  ['search', `http://localhost:${ports.host}${search}`],
  ['category', `http://localhost:${ports.host}${await categoryPath(ports.api)}`],
  ['nojs', `http://localhost:${base + 5}${search}`],
].filter(([name]) => wanted.includes(name));
const results = new Map(pages.map(([name]) => [name, []]));
try {
  // A first load warms the stack's caches (remote manifests, the API), which no measured run should pay for;
  // the shop's pages are asked until the host renders them itself (it loads its remotes' server code after it
  // starts answering).
  for (const [name, url] of pages) await (name === 'nojs' ? fetch(url).then((r) => r.text()) : untilServerRendered(url));
  for (let i = 0; i < runs; i++) {
    for (const [name, url] of pages) results.get(name).push(await lighthouse(url));
    process.stderr.write(`run ${i + 1}/${runs} done\n`);
  }
} finally {
  copy.close();
  stack.stop();
}

const ms = (n) => `${(n / 1000).toFixed(2)} s`;
const format = { score: (n) => n.toFixed(2), fcp: ms, lcp: ms, tbt: (n) => `${n.toFixed(0)} ms`, cls: (n) => n.toFixed(3), si: ms, benchmarkIndex: (n) => n.toFixed(0) };
const cell = (list, key) => {
  const values = list.map((r) => r[key]);
  const low = Math.min(...values);
  const high = Math.max(...values);
  return `${format[key](median(values))} (${format[key](low)}–${format[key](high)})`.padEnd(28);
};
console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile (simulated slow 4G, 4× CPU), median (range) of ${runs} runs per page, interleaved`);
console.log(`machine: ${os.cpus().length} cores, load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`);
console.log(`${''.padEnd(16)}${pages.map(([name]) => (name === 'nojs' ? 'no-JS copy' : name).padEnd(28)).join('')}`);
for (const [key, label] of [['score', 'score'], ['fcp', 'FCP'], ['lcp', 'LCP'], ['tbt', 'TBT'], ['cls', 'CLS'], ['si', 'Speed Index'], ['benchmarkIndex', 'benchmarkIndex']]) {
  console.log(`${label.padEnd(16)}${pages.map(([name]) => cell(results.get(name), key)).join('')}`);
}
console.log('\nagainst the issue');
for (const [name] of pages.filter(([page]) => page !== 'nojs')) {
  const list = results.get(name);
  const score = median(list.map((r) => r.score));
  const tbt = median(list.map((r) => r.tbt));
  const cls = median(list.map((r) => r.cls));
  console.log(`  ${name.padEnd(10)} score ${score.toFixed(2)} (target ≥ ${TARGETS.score})   TBT ${tbt.toFixed(0)} ms (≤ ${TARGETS.tbt})   CLS ${cls.toFixed(3)} (≤ ${TARGETS.cls})`);
}
if (results.has('nojs')) {
  const limit = median(results.get('nojs').map((r) => r.score));
  console.log(`  the no-JS copy scores ${limit.toFixed(2)} on this machine now: what the simulation allows a page without scripts`);
}
