/**
 * Serves one remote's build as static files (what any CDN would do), with CORS for the host and the cache
 * rules of DESIGN.md: `mf-manifest.json` and `remoteEntry.js` no-cache, hashed chunks immutable, unknown asset
 * paths 404. Its standalone page (`/`) calls the search API on its own origin, like the host.
 *
 * Usage: tsx scripts/serve-remote.ts <dist-dir> <port>
 *    or: npm run serve:remote -- <app> [--port N]   (e.g. `npm run serve:remote -- search-remote --port 3101`)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRemoteServer, listen } from '@shop/http-static';

const REMOTE_PORTS: Record<string, number> = { 'search-remote': 3001, 'category-remote': 3002, 'evaluation-remote': 3003 };

function parseArgs(argv: string[]): { dir: string; port: number } {
  const positional = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--port'));
  const portFlag = argv.find((a) => a.startsWith('--port'));
  const portValue = portFlag?.includes('=') ? portFlag.split('=')[1] : portFlag ? argv[argv.indexOf(portFlag) + 1] : positional[1];
  const [target] = positional;
  if (!target) throw new Error('usage: serve-remote <app | dist-dir> [--port N]');
  const appDist = path.join('apps', target, 'dist');
  const dir = REMOTE_PORTS[target] !== undefined ? appDist : target;
  const port = Number(portValue ?? REMOTE_PORTS[target]);
  if (!Number.isInteger(port) || port <= 0 || port >= 65536) throw new Error(`serve-remote: a port is needed (--port N), got "${portValue ?? ''}"`);
  if (!existsSync(path.join(dir, 'mf-manifest.json'))) throw new Error(`serve-remote: ${dir} has no mf-manifest.json — build it first (npm run build -- ${target})`);
  return { dir: path.resolve(dir), port };
}

async function main(): Promise<void> {
  const { dir, port } = parseArgs(process.argv.slice(2));
  const app = await createRemoteServer({
    root: dir,
    searchApiUrl: process.env.SEARCH_API_URL ?? 'http://localhost:3004/',
    upstreamTimeoutMs: Number(process.env.UPSTREAM_TIMEOUT_MS) || 5000,
  });
  await listen(app, port);
  console.log(`[remote] ${path.basename(path.dirname(dir))} at http://localhost:${port}/`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
