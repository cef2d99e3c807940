import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** tools/shared/*.mjs: what a shared singleton offers the page (tools/webpack.cjs SHARED_EXPORT_LISTS). */
const root = path.resolve(__dirname, '..', '..');

function exportList(file: string): Set<string> {
  const body = /export\s*\{([^}]*)\}/.exec(readFileSync(path.join(root, 'tools/shared', file), 'utf8'))?.[1] ?? '';
  return new Set(body.split(',').map((name) => name.trim()).filter(Boolean));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every value (not type) a bundled source file imports from the package by name. */
function importedNames(pkg: string): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  const dirs = ['apps', 'packages', 'examples'].flatMap((top) => readdirSync(path.join(root, top)).map((d) => path.join(root, top, d)));
  for (const file of dirs.flatMap((d) => ['src', 'server'].map((s) => path.join(d, s))).flatMap((d) => { try { return sourceFiles(d); } catch { return []; } })) {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+'${pkg}'`));
    for (const match of text.matchAll(pattern)) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]?.trim();
        if (name && !name.startsWith('type ')) names.set(name, path.relative(root, file));
      }
    }
  }
  return names;
}

describe('shared singletons offer a list of exports (tools/shared)', () => {
  it('every react-router export an app imports is in the shared list', () => {
    const offered = exportList('react-router.mjs');
    const missing = [...importedNames('react-router')].filter(([name]) => !offered.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('the react-router list names only exports react-router has', async () => {
    const router = (await import('react-router')) as Record<string, unknown>;
    expect([...exportList('react-router.mjs')].filter((name) => router[name] === undefined)).toEqual([]);
  });
});

describe('react-i18next is shared as a list of exports (tools/shared)', () => {
  it('every react-i18next export an app imports is in the shared list', () => {
    const offered = exportList('react-i18next.mjs');
    const missing = [...importedNames('react-i18next')].filter(([name]) => !offered.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('the react-i18next list names only exports react-i18next has', async () => {
    const i18next = (await import('react-i18next')) as Record<string, unknown>;
    expect([...exportList('react-i18next.mjs')].filter((name) => i18next[name] === undefined)).toEqual([]);
  });
});

describe('TanStack Query is shared as a list of exports (tools/shared)', () => {
  it('every @tanstack/react-query export an app imports is in the shared list', () => {
    const offered = exportList('react-query.mjs');
    const missing = [...importedNames('@tanstack/react-query')].filter(([name]) => !offered.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('the @tanstack/react-query list names only exports the package has', async () => {
    const query = (await import('@tanstack/react-query')) as Record<string, unknown>;
    expect([...exportList('react-query.mjs')].filter((name) => query[name] === undefined)).toEqual([]);
  });
});
