/**
 * Production build (webpack 5 + Module Federation 2.0). `npm run build` builds the host and the three remotes;
 * `npm run build -- <app> [<app>…]` builds only those (e.g. `npm run build -- search-remote`), so a team
 * builds and deploys its remote alone. Names: host, search-remote, category-remote, evaluation-remote (or
 * search, category, evaluation), and `examples` (the storefront examples' React app).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['host', 'search-remote', 'category-remote', 'evaluation-remote'];

/** `search` → `search-remote`; throws on a name that is no app. */
export function appName(name) {
  // Not an app: the storefront examples' React app (examples/react-host).
  if (name === 'examples') return name;
  const app = APPS.includes(name) ? name : APPS.includes(`${name}-remote`) ? `${name}-remote` : null;
  if (!app) throw new Error(`unknown app "${name}" (one of ${APPS.join(', ')})`);
  return app;
}

/**
 * @param {{ mode?: 'production' | 'development', apps?: string[], watch?: boolean }} [options]
 * Defaults: production, every app (or those in `SHOP_APPS`).
 * @returns {number} milliseconds
 */
export function build({ mode = 'production', apps } = {}) {
  const started = Date.now();
  const only = (apps ?? (process.env.SHOP_APPS || '').split(',').filter(Boolean)).map(appName);
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--config', 'tools/webpack.all.cjs', '--mode', mode],
    { cwd: root, stdio: 'inherit', env: { ...process.env, SHOP_APPS: only.join(',') } },
  );
  if (result.status !== 0) throw new Error('build failed');
  return Date.now() - started;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const apps = process.argv.slice(2).filter((a) => !a.startsWith('-'));
    const ms = build(apps.length ? { apps } : {});
    console.log(`build${apps.length ? ` (${apps.map(appName).join(', ')})` : ''}: ${(ms / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
