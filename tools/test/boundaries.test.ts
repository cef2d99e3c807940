import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** DESIGN.md dependency direction, enforced by lint: these imports must fail `npm test`. */
const root = path.resolve(__dirname, '..', '..');

// ESLint loads its config with a native import(), which jest's module sandbox cannot run: lint in a child.
const LINT = `
const { ESLint } = require('eslint');
const path = require('node:path');
const cases = JSON.parse(process.env.LINT_CASES);
const eslint = new ESLint({ cwd: process.cwd() });
Promise.all(cases.map(([file, code]) => eslint.lintText(code, { filePath: path.join(process.cwd(), file) })))
  .then((results) => process.stdout.write(JSON.stringify(results.map(([r]) => r.messages.map((m) => m.ruleId || 'fatal')))));
`;

async function ruleIds(file: string, code: string): Promise<string[]> {
  const run = spawnSync(process.execPath, ['-e', LINT], { cwd: root, env: { ...process.env, LINT_CASES: JSON.stringify([[file, code]]) }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return (JSON.parse(run.stdout) as string[][])[0] ?? [];
}

describe('dependency boundaries (DESIGN.md)', () => {
  it('refuses an app importing another app', async () => {
    expect(await ruleIds('apps/host/src/x.ts', "import { SearchPageView } from '../../search-remote/src/SearchPageView';\nexport const x = SearchPageView;\n")).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds('apps/category-remote/src/x.ts', "import x from '@shop/search-remote';\nexport default x;\n")).toContain('no-restricted-imports');
  });

  it("refuses imports of a package's src/ internals", async () => {
    expect(await ruleIds('apps/host/src/x.ts', "import { parseSearchParams } from '@shop/api-client/src/urlState';\nexport const x = parseSearchParams;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('refuses a package importing an app', async () => {
    expect(await ruleIds('packages/listing/src/x.ts', "import { App } from '../../../apps/host/src/App';\nexport const x = App;\n")).toContain('no-restricted-imports');
  });

  it('refuses stores, fetching and routing in ui-kit', async () => {
    expect(await ruleIds('packages/ui-kit/src/x.ts', "import { create } from 'zustand';\nexport const x = create;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('packages/ui-kit/src/x.ts', "import { useQuery } from '@tanstack/react-query';\nexport const x = useQuery;\n")).toContain('no-restricted-imports');
  });

  it('lets ui-kit use only types and the link allow-list of the API client, never its calls', async () => {
    expect(await ruleIds('packages/ui-kit/src/x.ts', "import { createSearchApi } from '@shop/api-client';\nexport const x = createSearchApi;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('packages/ui-kit/src/x.ts', "import { linkPolicy, safeLink, type Gridbox } from '@shop/api-client';\nexport const x = (g: Gridbox) => safeLink(String(g.productId), linkPolicy());\n")).toEqual([]);
  });

  it('allows apps to use packages through their door', async () => {
    expect(await ruleIds('apps/host/src/x.ts', "import { parseSearchParams } from '@shop/api-client';\nexport const x = parseSearchParams;\n")).toEqual([]);
  });
});
