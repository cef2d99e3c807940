/**
 * Ownership matches deployment (docs/architecture.md): what a remote renders — its widgets and its texts —
 * is built into the remote, so rebuilding and redeploying the remote alone ships a change to it, and a
 * host-only change leaves the remote's texts alone.
 *
 * The changed code is a copy of the repository (tracked files are never touched): the copy's German
 * `search` texts, its `ProductTile` markup and a rule of the ui-kit's CSS are changed, then
 * `npm run build -- <app>` runs in the copy for one app at a time. The copy lives at a fixed place under node_modules/.cache so that webpack's
 * filesystem cache makes later runs fast.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { realCategory, realSearchTerm } from './helpers';
import { E2E_OWNERSHIP_PORTS, E2E_PORTS, E2E_SSR_ENV } from './ports';
import { waitUntilServerRendering } from './servers';

const root = path.resolve(__dirname, '..');
// Outside node_modules (the TypeScript loader skips those), at a fixed place per checkout.
const copy = path.join(os.tmpdir(), `shop-ownership-proof-${createHash('sha1').update(root).digest('hex').slice(0, 8)}`);
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

const CHANGED_HEADING = 'Neue Treffer für';
const CHANGED_PLACEHOLDER = 'Host-Suchfeld geändert';
const CHANGED_NAV = 'Host-Startseite geändert';
const TILE_MARK = 'data-owner-proof';
/** A rule the copy's ui-kit CSS gains in the remote's build, and another in the host's build after it. */
const REMOTE_CSS_MARK = '--sk-owner-proof';
const HOST_CSS_MARK = '--sk-host-proof';

function addCss(rule: string): void {
  const file = path.join(copy, 'packages/ui-kit/src/styles.ts');
  const source = fs.readFileSync(file, 'utf8');
  const marked = source.replace('const priceNotes = `\n', () => `const priceNotes = \`\n${rule}\n`);
  expect(marked).not.toBe(source);
  fs.writeFileSync(file, marked);
}

/** The value of a CSS mark on the first product tile, as the page's CSS sets it. */
const tileMark = (page: Page, mark: string) => page.getByTestId('product-tile').first().evaluate((tile, name) => getComputedStyle(tile).getPropertyValue(name).trim(), mark);

function copyRepository(): void {
  fs.mkdirSync(copy, { recursive: true });
  const skip = new Set(['node_modules', 'dist', '.git', 'test-results', 'reports']);
  for (const entry of ['package.json', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.build.json', 'tools', 'scripts', 'apps', 'packages']) {
    fs.cpSync(path.join(root, entry), path.join(copy, entry), {
      recursive: true,
      preserveTimestamps: true,
      filter: (source) => !skip.has(path.basename(source)),
    });
  }
  // The copy's own node_modules: links to the installed packages, but @shop/* are the copy's workspaces and
  // .cache (webpack's) is the copy's.
  const modules = path.join(copy, 'node_modules');
  fs.mkdirSync(path.join(modules, '@shop'), { recursive: true });
  for (const name of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (name === '.cache' || name === '@shop' || fs.existsSync(path.join(modules, name))) continue;
    fs.symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  for (const link of fs.readdirSync(path.join(root, 'node_modules', '@shop'))) {
    const target = fs.realpathSync(path.join(root, 'node_modules', '@shop', link));
    const inCopy = path.join(copy, path.relative(root, target));
    const at = path.join(modules, '@shop', link);
    if (!fs.existsSync(at)) fs.symlinkSync(inCopy, at);
  }
}

function editJson(file: string, edit: (data: Record<string, Record<string, string>>) => void): void {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  edit(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
}

function buildInCopy(app: string, env: Record<string, string> = {}): void {
  // Without the remotes' lean entries (one build less): the shop then loads the copy's self-contained entry,
  // the path of a remote deployed without a lean build (remoteManifests.ts), which the first test checks.
  const run = spawnSync(process.execPath, ['scripts/build.mjs', app], { cwd: copy, encoding: 'utf8', env: { ...process.env, SHOP_LEAN_BUILD: '0', ...env } });
  if (run.status !== 0) throw new Error(`build of ${app} in the copy failed:\n${run.stdout}\n${run.stderr}`);
}

const children: ChildProcess[] = [];

async function up(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not start`);
}

function startHost(cwd: string, port: number, searchRemote: string, env: Record<string, string> = {}): Promise<void> {
  children.push(
    spawn(tsx, ['apps/host/server/main.ts'], {
      cwd,
      stdio: 'ignore',
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        SEARCH_API_URL: `http://localhost:${E2E_PORTS.api}/`,
        REMOTE_SEARCH_URL: searchRemote,
        REMOTE_CATEGORY_URL: `http://localhost:${E2E_PORTS.category}/mf-manifest.json`,
        REMOTE_EVALUATION_URL: `http://localhost:${E2E_PORTS.evaluation}/mf-manifest.json`,
      },
    }),
  );
  return up(`http://localhost:${port}/healthz`);
}

test.describe.serial('a remote owns what it renders, and how it looks (issue 8)', () => {
  test.beforeAll(async () => {
    test.setTimeout(20 * 60_000);
    copyRepository();
    const texts = path.join(copy, 'packages/market/src/i18n/resources/de_DE');
    // The remote's change: a German text of the search page and the markup of a product tile.
    editJson(path.join(texts, 'search.json'), (d) => {
      d.heading!.query = `${CHANGED_HEADING} „{{q}}“`;
    });
    const tile = path.join(copy, 'packages/ui-kit/src/ProductTile.tsx');
    const source = fs.readFileSync(tile, 'utf8');
    const marked = source.replace('data-testid="product-tile"', `data-testid="product-tile" ${TILE_MARK}="search-v2"`);
    expect(marked).not.toBe(source);
    fs.writeFileSync(tile, marked);
    // And its look: a rule of the ui-kit's CSS (which the host has a copy of, for pages no remote renders).
    addCss(`.sk-tile{${REMOTE_CSS_MARK}:search-v2}`);
    // No lean entry of an earlier run of this test either (the copy is kept between runs).
    fs.rmSync(path.join(copy, 'apps/search-remote/dist/lean'), { recursive: true, force: true });
    buildInCopy('search-remote');
    // The host's change, built afterwards and only into the host: its own text, and its copy of the ui-kit's
    // texts (the search field's, which the header's search form renders with).
    editJson(path.join(texts, 'host.json'), (d) => {
      d.nav!.home = CHANGED_NAV;
    });
    editJson(path.join(texts, 'uiKit.json'), (d) => {
      d.searchField!.placeholder = CHANGED_PLACEHOLDER;
    });
    // And its copy of the ui-kit's CSS.
    addCss(`.sk-tile{${HOST_CSS_MARK}:host-v2}`);
    // The host's browser build only: the second test's pages are rendered by the browser (the host server
    // renders only with a server build, and none of an earlier run is left). One cold build less.
    fs.rmSync(path.join(copy, 'apps/host/dist/server'), { recursive: true, force: true });
    buildInCopy('host', { SHOP_SERVER_BUILD: '0' });
    children.push(spawn(tsx, ['scripts/serve-remote.ts', path.join(copy, 'apps/search-remote/dist'), String(E2E_OWNERSHIP_PORTS.remote)], { cwd: root, stdio: 'ignore' }));
    await up(`http://localhost:${E2E_OWNERSHIP_PORTS.remote}/mf-manifest.json`);
  });

  test.afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
  });

  test('a remote rebuilt alone ships its text, its tile markup and its CSS; the unchanged host and the category page are untouched', async ({ page }) => {
    // It starts a host server of its own: 12-14 s on a quiet 2-core machine, more on a busy one.
    test.setTimeout(90_000);
    // Only the host *server* is restarted, with the new remote location; the host build is the unchanged one.
    const host = `http://localhost:${E2E_OWNERSHIP_PORTS.host}`;
    await startHost(root, E2E_OWNERSHIP_PORTS.host, `http://localhost:${E2E_OWNERSHIP_PORTS.remote}/mf-manifest.json`);
    const entries: string[] = [];
    page.on('request', (r) => /\/remoteEntry\.[0-9a-f]{10}\.js$/.test(r.url()) && entries.push(new URL(r.url()).pathname));
    const term = await realSearchTerm();
    await page.goto(`${host}/q/search?q=${term}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${CHANGED_HEADING} „${term}“`);
    await expect(page.getByTestId('product-tile').first()).toHaveAttribute(TILE_MARK, 'search-v2');
    // Its look. This first page may come before the new host server has loaded the remote's server code (the
    // head then has the host's copy, which the remote's browser code replaces): polled.
    await expect.poll(() => tileMark(page, REMOTE_CSS_MARK)).toBe('search-v2');
    // Once it has, the head of the page the server renders carries the remote's ui-kit CSS, not the host's copy.
    await waitUntilServerRendering(host, `/q/search?q=${term}`);
    const head = (await (await fetch(`${host}/q/search?q=${term}`)).text()).split('</head>')[0]!;
    expect(head).toContain(`${REMOTE_CSS_MARK}:search-v2`);
    // A remote deployed without a lean entry: the shop loads its self-contained one (remoteManifests.ts).
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((p) => p.startsWith('/lean/'))).toEqual([]);
    // The host's own text is the host's.
    await expect(page.getByRole('link', { name: 'Startseite' }).first()).toBeVisible();
    // A category page reached in the page is the category remote's, with its own CSS; back, the search's again.
    await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/h\//);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect.poll(() => tileMark(page, REMOTE_CSS_MARK)).toBe('');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${CHANGED_HEADING} „${term}“`);
    await expect.poll(() => tileMark(page, REMOTE_CSS_MARK)).toBe('search-v2');

    const category = await realCategory();
    await page.goto(`${host}/h/${category.name}/${category.id}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    expect(await page.locator(`[${TILE_MARK}]`).count()).toBe(0);
    expect(await tileMark(page, REMOTE_CSS_MARK)).toBe('');

    // Control: the stack's own search remote (built from the tracked source) shows the tracked text.
    await page.goto(`/q/search?q=${term}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ergebnisse für „${term}“`);
    expect(await page.locator(`[${TILE_MARK}]`).count()).toBe(0);
  });

  test('a remote redeployed while the host runs: within the host\'s manifest refresh, the server renders with its new build', async () => {
    test.setTimeout(90_000);
    // The tracked build of the search remote, served from a folder as a CDN serves it; the host reads the
    // remotes' manifests every half second (REMOTE_MANIFEST_REFRESH_MS) and is not restarted.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-redeploy-'));
    fs.cpSync(path.join(root, 'apps/search-remote/dist'), folder, { recursive: true });
    children.push(spawn(tsx, ['scripts/serve-remote.ts', folder, String(E2E_OWNERSHIP_PORTS.redeployedRemote)], { cwd: root, stdio: 'ignore' }));
    await up(`http://localhost:${E2E_OWNERSHIP_PORTS.redeployedRemote}/mf-manifest.json`);
    const host = `http://localhost:${E2E_OWNERSHIP_PORTS.redeployHost}`;
    await startHost(root, E2E_OWNERSHIP_PORTS.redeployHost, `http://localhost:${E2E_OWNERSHIP_PORTS.redeployedRemote}/mf-manifest.json`, { ...E2E_SSR_ENV, REMOTE_MANIFEST_REFRESH_MS: '500' });
    const term = await realSearchTerm();
    await waitUntilServerRendering(host, `/q/search?q=${term}`);
    const heading = async () => {
      const html = await (await fetch(`${host}/q/search?q=${term}`)).text();
      return html.includes('id="shop-ssr-state"') ? (/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '') : 'not rendered by the server';
    };
    expect(await heading()).toBe(`Ergebnisse für „${term}“`);

    // The redeploy: the changed build's files over the folder's (its earlier chunks stay, as the build keeps
    // them), without its lean entry (none was built).
    fs.rmSync(path.join(folder, 'lean'), { recursive: true, force: true });
    fs.cpSync(path.join(copy, 'apps/search-remote/dist'), folder, { recursive: true, force: true });
    await expect.poll(heading, { timeout: 20_000 }).toBe(`${CHANGED_HEADING} „${term}“`);
  });

  test("a host-only change does not change a remote's texts, nor the look of its pages", async ({ page }) => {
    test.setTimeout(90_000);
    // The copy's host build carries a changed host text and a changed copy of the ui-kit's texts; the search
    // remote is the stack's, built from the tracked source.
    const host = `http://localhost:${E2E_OWNERSHIP_PORTS.changedHost}`;
    await startHost(copy, E2E_OWNERSHIP_PORTS.changedHost, `http://localhost:${E2E_PORTS.search}/mf-manifest.json`);
    const term = await realSearchTerm();
    await page.goto(`${host}/q/search?q=${term}`);
    await expect(page.getByRole('link', { name: CHANGED_NAV }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ergebnisse für „${term}“`);
    const field = page.getByTestId('search-input').first();
    await expect(field).toHaveAttribute('placeholder', 'Suchbegriff oder Artikelnummer eingeben');
    expect(await page.getByPlaceholder(CHANGED_PLACEHOLDER).count()).toBe(0);
    expect(await page.locator(`[${TILE_MARK}]`).count()).toBe(0);
    // The host's copy of the ui-kit's CSS (in the head: this host has no server build, so the browser renders
    // the page) gives way to the remote's own once the page is live.
    expect(await page.locator('#shop-ui-kit-css').getAttribute('data-css-hash')).toBeTruthy();
    await expect.poll(() => tileMark(page, HOST_CSS_MARK)).toBe('');
    expect(await tileMark(page, REMOTE_CSS_MARK)).toBe('');
  });
});
