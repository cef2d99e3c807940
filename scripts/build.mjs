/** Production build of the host and the three remotes (webpack 5 + Module Federation 2.0). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function build({ mode = 'production' } = {}) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--config', 'tools/webpack.all.cjs', '--mode', mode],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('build failed');
  return Date.now() - started;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const ms = build();
    console.log(`build: ${(ms / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
