/**
 * `npm run dev -- <app>`: a team works on one app alone. Rebuilds it on every change (webpack watch,
 * development mode) and serves it with the reference API: a remote on its own page (its port), the host
 * with all remotes. Example: `npm run dev -- search-remote`, then open http://localhost:3001/#locale=de_DE.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { defaultPorts, startStack } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['host', 'search-remote', 'category-remote', 'evaluation-remote'];
const app = process.argv[2];
if (!apps.includes(app)) {
  console.error(`usage: npm run dev -- <${apps.join('|')}>`);
  process.exit(2);
}

// Everything else once (production), so the page has what it loads; then the chosen app in watch mode.
build();
const watch = spawn(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--config', 'tools/webpack.all.cjs', '--mode', 'development', '--watch'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SHOP_APPS: app },
});
const ports = defaultPorts(Number(process.env.SHOP_BASE_PORT ?? 3000));
const remote = app.replace('-remote', '');
const only = app === 'host' ? undefined : ['api', remote];
const stack = await startStack({ ports, only });
console.log(
  app === 'host'
    ? `\n  ${app} (watching) at http://localhost:${ports.host}/\n`
    : `\n  ${app} (watching) on its own at http://localhost:${ports[remote]}/#locale=de_DE\n  search API at http://localhost:${ports.api}/\n`,
);
const stop = () => {
  watch.kill('SIGTERM');
  stack.stop();
  setTimeout(() => process.exit(0), 300);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
