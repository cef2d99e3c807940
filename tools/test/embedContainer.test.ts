/**
 * embed.js loads a container of its own (tools/webpack.cjs EMBED_DIR): the search remote's self-contained build
 * under another federation name and global, so that a storefront's own federation host loading `search` later
 * never finds the widgets' container, initialised with their React.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Config = {
  name: string;
  output: { path: string; uniqueName: string; trustedTypes?: { policyName: string } };
  plugins: { constructor: { name: string }; _options?: { name?: string; library?: { name?: string }; exposes?: Record<string, string> } }[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tools = require('../webpack.cjs') as { EMBED_DIR: string; LEAN_DIR: string; keepRecentChunks: (dir: string) => (asset: string) => boolean };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const remoteConfigs = (require('../../apps/search-remote/webpack.config.cjs') as ((env: unknown, argv: { mode: string }) => Config)[]).map((config) => config({}, { mode: 'production' }));
const federation = (config: Config) => config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')!._options!;

describe("the search remote's container for embed.js (tools/webpack.cjs EMBED_DIR)", () => {
  const own = remoteConfigs.find((config) => config.name === 'search-remote-embed-container')!;
  const page = remoteConfigs.find((config) => config.name === 'search-remote')!;

  it('is built, in its own folder beside embed.js', () => {
    expect(own).toBeDefined();
    expect(path.relative(page.output.path, own.output.path)).toBe(tools.EMBED_DIR);
    expect(tools.EMBED_DIR).toBe('embed');
  });

  it('has a federation name, global and chunk registry apart from the container storefront hosts load', () => {
    expect(federation(page)).toMatchObject({ name: 'search', library: { name: 'shop_search' } });
    expect(federation(own)).toMatchObject({ name: 'search_embed', library: { name: 'shop_search_embed' } });
    expect(own.output.uniqueName).not.toBe(page.output.uniqueName);
  });

  it("exposes what the other does, and loads through the README's Trusted Types policies", () => {
    expect(federation(own).exposes).toEqual(federation(page).exposes);
    expect(own.output.trustedTypes?.policyName).toBe('shop-search#webpack');
  });

  it("is left alone by the cleaning of the remote's own folder (each folder is cleaned by its own build)", () => {
    const keep = tools.keepRecentChunks(page.output.path);
    expect(keep(`${tools.EMBED_DIR}/remoteEntry.js`)).toBe(true);
    expect(keep(`${tools.LEAN_DIR}/remoteEntry.js`)).toBe(true);
    expect(keep('remoteEntry.js')).toBe(false);
  });

  it('is the container embed.js loads: its folder and global are the ones the loader names', () => {
    const source = readFileSync(path.join(__dirname, '../../apps/search-remote/src/embed/loader.ts'), 'utf8');
    expect(source).toContain(`const OWN_CONTAINER = '${federation(own).library!.name!}';`);
    expect(source).toContain(`const OWN_REMOTE_NAME = '${federation(own).name!}';`);
    expect(source).toContain(`const EMBED_DIR = '${tools.EMBED_DIR}';`);
    expect(source).toContain(`const PAGE_CONTAINER = '${federation(page).library!.name!}';`);
  });
});
