import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LISTING_NAMESPACES } from '@shop/listing';
import { textScriptName as browserTextScriptName } from '@shop/market';

/**
 * Each app's build holds only the text chunks of its own namespace and the packages' (tools/webpack.cjs
 * `textNamespacesOf`): a namespace the code asks for but the build lacks would show raw keys. These checks read
 * the sources for every namespace they ask for.
 */
const root = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PACKAGE_TEXT_NAMESPACES, textNamespacesOf, textScriptName } = require('../webpack.cjs') as {
  PACKAGE_TEXT_NAMESPACES: string[];
  textNamespacesOf: (name: string) => string[];
  textScriptName: (locale: string, namespace: string, version: string) => string;
};

const NAMESPACES = ['host', 'search', 'category', 'evaluation', 'uiKit', 'market'];
const names = NAMESPACES.join('|');
/** `useShopTranslation('x')`, `useShopTranslation(['x', 'y'])`, `ownNamespace('x')`, `ns: ['x']`, and keys `'x:…'`. */
const ASKS = [
  new RegExp(`useShopTranslation\\(\\s*\\[?([^)\\]]*)`, 'g'),
  new RegExp(`ownNamespace\\(\\s*'(${names})'`, 'g'),
  new RegExp(`\\bns:\\s*\\[?([^\\]}\\n]*)`, 'g'),
  new RegExp(`['"\`](${names}):[\\w.$]`, 'g'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'test', 'server', 'i18n'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The namespaces the sources under `dirs` ask for. */
export function namespacesAskedFor(...dirs: string[]): Set<string> {
  const asked = new Set<string>();
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    // Without comments (a doc comment's `host:port` is no text key).
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
    for (const pattern of ASKS) {
      for (const match of code.matchAll(pattern)) {
        for (const name of (match[1] ?? '').match(new RegExp(`'(${names})'|^(${names})$`, 'g')) ?? []) asked.add(name.replace(/'/g, ''));
      }
    }
  }
  return asked;
}

describe("an app's build has the texts its code asks for (issue 9: text chunks per app)", () => {
  it('the shared packages ask only for the namespaces every app carries', () => {
    const asked = namespacesAskedFor('packages/ui-kit/src', 'packages/listing/src', 'packages/market/src', 'packages/api-client/src', 'packages/page-context/src');
    expect([...asked].sort()).toEqual([...PACKAGE_TEXT_NAMESPACES].sort());
  });

  it('a listing page asks for all the namespaces the shared packages render with at once (LISTING_NAMESPACES)', () => {
    // Asked for one by one as each part renders, a remote's texts came one round trip after another.
    expect([...LISTING_NAMESPACES].sort()).toEqual([...PACKAGE_TEXT_NAMESPACES].sort());
  });

  it.each([
    ['host', 'apps/host/src'],
    ['search', 'apps/search-remote/src'],
    ['category', 'apps/category-remote/src'],
    ['evaluation', 'apps/evaluation-remote/src'],
  ])('the %s app asks only for its own namespace and the packages\'', (name, dir) => {
    const asked = namespacesAskedFor(dir);
    expect(asked.has(name)).toBe(true);
    for (const namespace of asked) expect(textNamespacesOf(name)).toContain(namespace);
  });

  it('finds what a component would ask for', () => {
    expect(namespacesAskedFor('apps/evaluation-remote/src')).toEqual(new Set(['evaluation', 'search', 'uiKit']));
    expect(textNamespacesOf('category')).toEqual(['category', 'search', 'uiKit', 'market']);
  });
});

describe('a text script has one name (the build writes it, the browser asks for it)', () => {
  it.each([
    ['de_DE', 'search', '5e7cd0e6e1'],
    ['pl_PL', 'uiKit', '0123456789'],
    ['en_GB', 'host', ''],
  ])('%s/%s version %p: the same file name in tools/webpack.cjs and packages/market', (locale, namespace, version) => {
    // A name the build writes but the browser does not ask for is a page without texts.
    expect(browserTextScriptName(locale, namespace, version)).toBe(textScriptName(locale, namespace, version));
    expect(textScriptName(locale, namespace, version)).toContain(`${locale}-${namespace}`);
  });
});
