import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type ServerConfigModule = {
  createServerConfig: (o: { app: string; name: string; exposes?: Record<string, string> }) => (env: unknown, argv: { mode: string }) => { output: { path: string; clean: { keep: (asset: string) => boolean } } };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { keepRecentChunks } = require('../webpack.cjs') as { keepRecentChunks: (dir: string) => (asset: string) => boolean };

describe("a remote's server build", () => {
  it('keeps the hashed chunks of earlier builds, which a host still running the code it loaded before a redeploy loads as it needs them', () => {
    // The config keeps by that rule, in its own output folder (the rule itself is asked below).
    jest.isolateModules(() => {
      const actual = jest.requireActual<{ keepRecentChunks: (dir: string, files?: unknown) => (asset: string) => boolean }>('../webpack.cjs');
      const made: { dir: string; keep: (asset: string) => boolean }[] = [];
      jest.doMock('../webpack.cjs', () => ({
        ...actual,
        keepRecentChunks: (dir: string, files?: unknown) => {
          const keep = actual.keepRecentChunks(dir, files);
          made.push({ dir, keep });
          return keep;
        },
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('../webpack.server.cjs') as ServerConfigModule;
      const { output } = fresh.createServerConfig({ app: 'search-remote', name: 'search', exposes: {} })(undefined, { mode: 'production' });
      expect(made.find((rule) => rule.keep === output.clean.keep)?.dir).toBe(output.path);
    });
    jest.dontMock('../webpack.cjs');
    // The same rule as the browser builds': hashed files for SHOP_KEEP_CHUNKS_DAYS (7) days; others go.
    const dir = mkdtempSync(path.join(tmpdir(), 'server-build-'));
    const write = (name: string, ageDays: number) => {
      writeFileSync(path.join(dir, name), '');
      const at = new Date(Date.now() - ageDays * 86_400_000);
      utimesSync(path.join(dir, name), at, at);
    };
    write('737.910ba8c0cc.js', 1);
    write('8299.e79b72e06f.js', 8);
    write('remoteEntry.js', 1);
    const keep = keepRecentChunks(dir);
    expect(keep('737.910ba8c0cc.js')).toBe(true);
    expect(keep('8299.e79b72e06f.js')).toBe(false);
    expect(keep('remoteEntry.js')).toBe(false);
  });
});
