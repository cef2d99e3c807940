/**
 * Runs the judged query set against the reference API (started here on loopback) or any `SEARCH_API_URL`, and
 * prints nDCG@10, MRR, zero-result rate and p95 latency per language and overall, with the difference to the
 * saved baseline. Exits 1 when a language's nDCG@10 falls below its baseline.
 * Run: npm run eval:relevance [-- --save-baseline] [-- --worst=5] [-- --out=file.json]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildCatalogue } from '../../src/catalogue/catalogue';
import { LANGUAGES } from '../../src/catalogue/vocabulary';
import { createServer } from '../../src/server';
import { gradeOf, idealGrades, ndcgAt, quantile, reciprocalRank, type Grade, type JudgedSet } from '../../src/relevance/judgements';

const DIR = path.resolve(__dirname, '../../relevance');
const K = 10;
/** A language below its baseline by more than this fails the run (figures are saved rounded to 4 places). */
const TOLERANCE = 0.0005;

interface Figures {
  queries: number;
  ndcg: number;
  mrr: number;
  zeroRate: number;
  p95Ms: number;
}

type Baseline = Record<string, Figures>;

interface QueryOutcome {
  id: string;
  language: string;
  q: string;
  ndcg: number;
  rr: number;
  numFound: number;
  ms: number;
  grades: Grade[];
}

function arg(name: string): string | undefined {
  const prefix = `--${name}`;
  const found = process.argv.find((a) => a === prefix || a.startsWith(`${prefix}=`));
  if (found === undefined) return undefined;
  return found.includes('=') ? found.slice(prefix.length + 1) : '';
}

function serve(): void {
  const api = createServer();
  api.server.listen(0, '127.0.0.1', () => {
    const { port } = api.server.address() as AddressInfo;
    process.send?.({ port, startupMs: api.startupMs });
  });
  process.on('disconnect', () => process.exit(0));
}

async function startLocal(): Promise<{ baseUrl: string; child: ChildProcess; startupMs: number }> {
  const child = fork(__filename, ['--serve'], { execArgv: process.execArgv });
  const { port, startupMs } = await new Promise<{ port: number; startupMs: number }>((resolve) => child.once('message', resolve));
  return { baseUrl: `http://127.0.0.1:${port}/`, child, startupMs };
}

function summarise(outcomes: QueryOutcome[]): Figures {
  const n = outcomes.length || 1;
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  return {
    queries: outcomes.length,
    ndcg: round(outcomes.reduce((s, o) => s + o.ndcg, 0) / n),
    mrr: round(outcomes.reduce((s, o) => s + o.rr, 0) / n),
    zeroRate: round(outcomes.filter((o) => o.numFound === 0).length / n),
    p95Ms: Math.round(quantile(outcomes.map((o) => o.ms), 0.95) * 100) / 100,
  };
}

function signed(x: number, digits: number): string {
  return `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`;
}

async function main(): Promise<void> {
  const set = JSON.parse(readFileSync(path.join(DIR, 'judged-set.json'), 'utf8')) as JudgedSet;
  const baselinePath = path.join(DIR, 'baseline.json');
  let baseline: Baseline = {};
  try {
    baseline = JSON.parse(readFileSync(baselinePath, 'utf8')) as Baseline;
  } catch {
    // no baseline yet
  }
  const catalogue = buildCatalogue();
  if (catalogue.checksum !== set.catalogueChecksum) {
    console.warn(`the judged set was made for catalogue ${set.catalogueChecksum}, this is ${catalogue.checksum}: re-run the generator`);
  }
  const local = process.env.SEARCH_API_URL ? undefined : await startLocal();
  const baseUrl = process.env.SEARCH_API_URL ?? local?.baseUrl ?? '';
  if (local) console.log(`reference API started on loopback (index built in ${Math.round(local.startupMs)} ms)`);
  const search = async (q: string, locale: string) => {
    const url = new URL('q/api/search', baseUrl);
    for (const [key, value] of Object.entries({ q, locale, fetchsize: String(K), redirect: 'false' })) url.searchParams.set(key, value);
    const started = performance.now();
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    const body = (await response.json()) as { numFound?: number; items?: { gridbox?: { productId?: string } }[] };
    return { ms: performance.now() - started, body };
  };
  try {
    // Warm up connections and lazy per-market tables, with queries outside the set.
    for (const locale of Object.values(LOCALE_WARMUP)) await search('warmup xyz', locale);
    const outcomes: QueryOutcome[] = [];
    for (const query of set.queries) {
      const { ms, body } = await search(query.q, query.locale);
      const grades = (body.items ?? [])
        .map((item) => item.gridbox?.productId)
        .filter((id): id is string => id !== undefined)
        .slice(0, K)
        .map((id) => {
          const doc = catalogue.docByCode.get(id);
          return doc === undefined ? 0 : gradeOf(query, catalogue, doc);
        });
      const ideal = idealGrades(query, catalogue, K);
      outcomes.push({
        id: query.id,
        language: query.language,
        q: query.q,
        ndcg: ndcgAt(grades, ideal, K),
        rr: reciprocalRank(grades),
        numFound: body.numFound ?? 0,
        ms,
        grades,
      });
    }
    const figures: Baseline = {};
    for (const language of LANGUAGES) {
      const mine = outcomes.filter((o) => o.language === language);
      if (mine.length > 0) figures[language] = summarise(mine);
    }
    figures.all = summarise(outcomes);

    console.log(`\n${set.queries.length} judged queries against ${process.env.SEARCH_API_URL ?? 'the reference API'}\n`);
    console.log('lang  queries  nDCG@10   (Δ base)   MRR      (Δ base)   zero    (Δ base)   p95 ms');
    const failed: string[] = [];
    for (const [language, f] of Object.entries(figures)) {
      const b = baseline[language];
      const d = (x: number, y: number | undefined, digits: number) => (y === undefined ? '' : `(${signed(x - y, digits)})`);
      console.log(
        `${language.padEnd(5)} ${String(f.queries).padStart(7)}  ${f.ndcg.toFixed(4)}  ${d(f.ndcg, b?.ndcg, 4).padEnd(10)} ${f.mrr.toFixed(4)}  ${d(f.mrr, b?.mrr, 4).padEnd(10)} ${(f.zeroRate * 100).toFixed(1).padStart(5)} %  ${d(f.zeroRate * 100, b === undefined ? undefined : b.zeroRate * 100, 1).padEnd(9)} ${f.p95Ms.toFixed(2).padStart(7)}`,
      );
      if (language !== 'all' && b !== undefined && f.ndcg < b.ndcg - TOLERANCE) failed.push(`${language} ${f.ndcg.toFixed(4)} < ${b.ndcg.toFixed(4)}`);
    }
    const worst = Number(arg('worst') ?? 0);
    if (worst > 0) {
      console.log(`\nworst ${worst} per language (nDCG@10, found, grades of the top ${K}):`);
      for (const language of LANGUAGES) {
        for (const o of outcomes.filter((x) => x.language === language).sort((a, b) => a.ndcg - b.ndcg).slice(0, worst)) {
          console.log(`  ${o.id.padEnd(7)} ${o.ndcg.toFixed(3)} ${String(o.numFound).padStart(6)}  ${o.grades.join('')}  ${o.q}`);
        }
      }
    }
    const out = arg('out');
    if (out) writeFileSync(out, `${JSON.stringify({ figures, outcomes }, null, 1)}\n`);
    if (arg('save-baseline') !== undefined) {
      writeFileSync(baselinePath, `${JSON.stringify(figures, null, 2)}\n`);
      console.log(`\nbaseline saved to ${path.relative(process.cwd(), baselinePath)}`);
    } else if (failed.length > 0) {
      console.error(`\nbelow baseline: ${failed.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    local?.child.disconnect();
  }
}

const LOCALE_WARMUP = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR', it: 'it_IT', nl: 'nl_NL', pl: 'pl_PL', cs: 'cs_CZ', hu: 'hu_HU' };

if (process.argv.includes('--serve')) serve();
else void main();
