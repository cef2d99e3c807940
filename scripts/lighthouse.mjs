/**
 * Runs Lighthouse (mobile, its defaults) on one address in a fresh Chromium, by npx at a pinned version
 * (downloaded once into npm's cache), not a dependency of the project: it brings about 200 packages (≈ 185 MB,
 * ≈ 24 s of `npm install`) that every install, CI's included, would pay for scripts that only people run.
 * Used by `bench:lighthouse` (performance) and `audit:lighthouse` (accessibility, best practices, SEO).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The newest Lighthouse that runs on Node 20 (13.x needs Node 22.19). */
export const LIGHTHOUSE = 'lighthouse@12.8.2';

/**
 * Lighthouse's JSON report of `url` for `categories`. A run Lighthouse itself gives up on (e.g. NO_NAVSTART, a
 * trace it could not record) is run again, once.
 */
export async function lighthouseReport(url, categories) {
  try {
    return await lighthouseOnce(url, categories);
  } catch (error) {
    process.stderr.write(`${error.message.split('\n')[0]} — once more\n`);
    return lighthouseOnce(url, categories);
  }
}

function lighthouseOnce(url, categories) {
  const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const args = ['--yes', LIGHTHOUSE, url, '--quiet', `--only-categories=${categories.join(',')}`, '--output=json', '--output-path=stdout', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic'];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { env: { ...process.env, ...(chromePath ? { CHROME_PATH: chromePath } : {}) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`exit ${code}`);
        const report = JSON.parse(out);
        if (report.runtimeError) throw new Error(report.runtimeError.message);
        resolve(report);
      } catch (error) {
        reject(new Error(`Lighthouse on ${url} failed: ${error.message}\n${err.slice(-2000)}`));
      }
    });
  });
}
