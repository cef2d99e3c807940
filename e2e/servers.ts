import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_PORTS } from './ports';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

// A native import(): Playwright's TypeScript transform would turn a static import of an .mjs into require().
const nativeImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

/** One of the repository's scripts (`scripts/<file>`, an ES module), as a test loads it. */
export function importScript<T>(file: string): Promise<T> {
  return nativeImport(pathToFileURL(path.join(root, 'scripts', file)).href) as Promise<T>;
}

/** Waits until `url` answers 2xx (a server a spec started is up). */
export async function waitUntilUp(url: string, attempts = 200): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not start`);
}

/**
 * Waits until the host at `base` renders listing pages itself: it loads its remotes' server code after it
 * starts answering, and until then sends pages for the browser to render (a test of what the server sends
 * would otherwise depend on running after others).
 */
export async function waitUntilServerRendering(base: string, path = '/q/search?q=sofa', ms = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    try {
      if ((await (await fetch(`${base}${path}`)).text()).includes('id="shop-ssr-state"')) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} did not render ${path} on the server within ${ms} ms`);
}

/**
 * A host server of its own on `port` in front of the search API at `searchApiUrl`, with the test stack's
 * remotes — configured only through the server's environment (PORT, SEARCH_API_URL, REMOTE_*_URL).
 */
export async function startHostServer(port: number, searchApiUrl: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(tsx, ['apps/host/server/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      SEARCH_API_URL: searchApiUrl,
      REMOTE_SEARCH_URL: `http://localhost:${E2E_PORTS.search}/mf-manifest.json`,
      REMOTE_CATEGORY_URL: `http://localhost:${E2E_PORTS.category}/mf-manifest.json`,
      REMOTE_EVALUATION_URL: `http://localhost:${E2E_PORTS.evaluation}/mf-manifest.json`,
      ...env,
    },
  });
  await waitUntilUp(`http://localhost:${port}/healthz`);
  return child;
}

/** The reference search API on `port`, as its own process (a spec may stop and start it). */
export async function startSearchApi(port: number): Promise<ChildProcess> {
  const child = spawn(tsx, ['apps/search-api/src/main.ts'], { cwd: root, stdio: 'ignore', env: { ...process.env, PORT: String(port) } });
  await waitUntilUp(`http://localhost:${port}/q/api/message?key=nrp&locale=de_DE`);
  return child;
}

/** Stops a server a spec started and waits until it is gone. */
export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}
