/**
 * `npm run dev -- <app>`: a team works on one app inside the real shop. The app is rebuilt on every change
 * (webpack watch, development mode, no eval so the host's CSP needs no exception) and the page reloads
 * itself when the build is done (tools/devReload.ts). The other apps are built once (production) only if
 * they have no build yet. The host serves the whole shop; a remote also serves its own page on its port.
 * Example: `npm run dev -- search-remote`, then open http://localhost:3000/q/search?q=sofa.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, appName, build } from './build.mjs';
import { defaultPorts, startStack, startTimeoutMs } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let app;
try {
  app = appName(process.argv[2] ?? '');
} catch {
  console.error(`usage: npm run dev -- <${APPS.join('|')}>`);
  process.exit(2);
}

const missing = APPS.filter((a) => a !== app && !fs.existsSync(path.join(root, 'apps', a, 'dist', 'mf-manifest.json')));
if (missing.length) console.log(`built once: ${missing.join(', ')} (${(build({ apps: missing }) / 1000).toFixed(1)} s)`);

// Without the remote's lean entry (tools/webpack.cjs LEAN_DIR): the host then loads the self-contained entry
// this loop rebuilds, not a lean one of an earlier production build (`npm run build` makes it again).
if (app !== 'host') fs.rmSync(path.join(root, 'apps', app, 'dist', 'lean'), { recursive: true, force: true });

const buildFile = path.join(root, 'apps', app, 'dist', 'dev-build.json');
const started = Date.now();
const watch = spawn(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--config', 'tools/webpack.all.cjs', '--mode', 'development', '--watch'], {
  cwd: root,
  stdio: 'inherit',
  // The development loop renders in the browser: no server builds to redo on every save (SSR=off below), and
  // no lean entry (above).
  env: { ...process.env, SHOP_APPS: app, SHOP_SERVER_BUILD: '0', SHOP_LEAN_BUILD: '0' },
});
// The stack serves what the first development build wrote.
for (;;) {
  if (watch.exitCode !== null) process.exit(watch.exitCode);
  if (fs.existsSync(buildFile) && fs.statSync(buildFile).mtimeMs >= started) break;
  await new Promise((r) => setTimeout(r, 200));
}
console.log(`first development build of ${app}: ${((Date.now() - started) / 1000).toFixed(1)} s`);

const ports = defaultPorts(Number(process.env.SHOP_BASE_PORT ?? 3000));
const stop = (code = 0) => {
  watch.kill('SIGTERM');
  stack?.stop();
  setTimeout(() => process.exit(code), 300);
};
let stack;
try {
  stack = await startStack({ ports, timeoutMs: startTimeoutMs(), env: { SSR: 'off' } });
} catch (error) {
  console.error(error.message);
  stop(1);
}
const remote = app.replace('-remote', '');
console.log(`
  ${app} (watching; the page reloads after each rebuild)
  in the shop        http://localhost:${ports.host}/${app === 'category-remote' ? 'q/query/summer-sale' : app === 'evaluation-remote' ? 'evaluation' : 'q/search?q=sofa'}${
    app === 'host' ? '' : `\n  on its own         http://localhost:${ports[remote]}/#locale=de_DE`
  }
  search API         http://localhost:${ports.api}/
`);
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
