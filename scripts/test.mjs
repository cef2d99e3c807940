/**
 * `npm test`: type check, lint, unit tests, production build and the browser tests in Chromium, then one
 * closing line `N passed, N failed` over everything. `--only=unit|e2e|static` runs a part.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = (process.argv.find((a) => a.startsWith('--only=')) ?? '').slice(7);
const run = (part) => !only || only.split(',').includes(part);
const reports = path.join(root, 'reports');
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const timings = [];

function step(name, fn) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  try {
    fn();
  } finally {
    timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

function check(name, cmd, args) {
  step(name, () => {
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
    if (r.status === 0) passed += 1;
    else {
      failed += 1;
      console.log(`${name}: FAILED`);
    }
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * varnishd's path: `VARNISHD` if set, else the one on PATH, else Debian's `/usr/sbin/varnishd` (the package puts
 * it there, which is not on a non-root user's PATH). Null when there is none. The browser tests get this path as
 * `VARNISHD` (e2e/varnish.spec.ts).
 */
function findVarnishd() {
  if (process.env.VARNISHD) return existsSync(process.env.VARNISHD) ? process.env.VARNISHD : null;
  const onPath = spawnSync('sh', ['-c', 'command -v varnishd'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim();
  return existsSync('/usr/sbin/varnishd') ? '/usr/sbin/varnishd' : null;
}

/** Debian packages the browser tests need: Chromium, and Varnish for the shared-cache test (deploy/). */
function ensureDebianPackages() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const chromium = candidates.find((p) => existsSync(p));
  const missing = [...(chromium ? [] : ['chromium']), ...(findVarnishd() ? [] : ['varnish'])];
  if (missing.length > 0) {
    if (!isRoot) {
      const hints = [...(chromium ? [] : ['set CHROMIUM_PATH']), ...(missing.includes('varnish') ? ['set VARNISHD'] : [])];
      console.error(`Missing ${missing.join(' and ')}: install Debian's package (apt-get install ${missing.join(' ')}) or ${hints.join(' and ')}.`);
      process.exit(1);
    }
    console.log(`Installing Debian's ${missing.join(' and ')}…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
  }
  const found = chromium ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null);
  const varnishd = findVarnishd();
  if (!found || !varnishd) {
    console.error('Install failed: chromium and varnish are needed for the browser tests.');
    process.exit(1);
  }
  return { chromium: found, varnishd };
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

if (run('static')) {
  check('type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  check('lint', bin('eslint'), ['.', '--max-warnings=0']);
}

if (run('unit')) {
  step('unit tests (jest)', () => {
    const out = path.join(reports, 'jest.json');
    rmSync(out, { force: true });
    spawnSync(bin('jest'), ['--json', `--outputFile=${out}`, '--ci'], { cwd: root, stdio: 'inherit' });
    if (!existsSync(out)) {
      failed += 1;
      console.log('jest produced no report');
      return;
    }
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  });
}

if (run('e2e')) {
  const { chromium, varnishd } = ensureDebianPackages();
  let built = true;
  step('build', () => {
    try {
      const ms = build();
      console.log(`build took ${(ms / 1000).toFixed(1)} s`);
    } catch {
      built = false;
      failed += 1;
    }
  });
  if (built) {
    step('browser tests (playwright)', () => {
      const out = path.join(reports, 'playwright.json');
      rmSync(out, { force: true });
      const pw = spawnSync(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, CHROMIUM_PATH: chromium, VARNISHD: varnishd, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      });
      const exit = pw.status ?? pw.signal ?? pw.error?.message;
      let r;
      try {
        r = JSON.parse(readFileSync(out, 'utf8'));
      } catch {
        failed += 1;
        console.log(`playwright produced no readable report (exit ${exit})`);
        return;
      }
      const stats = r.stats ?? {};
      // Errors outside any test: global setup or teardown threw (the stack did not start, a port was taken), a
      // spec file did not load. Then no test ran, and the counts alone would read as a clean run.
      const errors = Array.isArray(r.errors) ? r.errors : [];
      for (const error of errors) {
        const first = String(error.message ?? error.value ?? 'unknown error').replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0];
        console.log(`playwright error outside the tests${error.location ? ` (${error.location.file}:${error.location.line})` : ''}: ${first}`);
      }
      // A flaky test (failed, then passed on its retry; retries only with CI set) counts as passed, as Playwright's exit says.
      if (stats.flaky) console.log(`${stats.flaky} flaky test(s) passed on a retry (see the list above)`);
      passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      failed += (stats.unexpected ?? 0) + errors.length;
      if (exit !== 0 && !stats.unexpected && errors.length === 0) {
        failed += 1;
        console.log(`playwright exited with ${exit} though no test failed: counted as one failure`);
      }
    });
  }
}

console.log(`\n${timings.join(' · ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
