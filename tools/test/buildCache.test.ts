import path from 'node:path';

/**
 * webpack's filesystem cache (tools/webpack.cjs `buildCache`): kept for rebuilds on a developer's machine, left
 * out with `SHOP_BUILD_CACHE=0` — CI builds a clean clone once, and writing ≈ 500 MB of cache nobody reads
 * nearly doubled its build.
 */
const root = path.resolve(__dirname, '..', '..');
type Config = { name?: string; cache?: unknown };
/** A config or, as most of ours, a function of webpack's `(env, argv)` that makes it. */
type ConfigEntry = Config | ((env: object, argv: { mode: string }) => Config);

/** Every configuration `npm run build` runs, made with `env` in place. */
function allConfigs(env: Record<string, string | undefined>): Config[] {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    let entries: ConfigEntry[] = [];
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      entries = require('../webpack.all.cjs') as ConfigEntry[];
    });
    return entries.map((entry) => (typeof entry === 'function' ? entry({}, { mode: 'production' }) : entry));
  } finally {
    process.env = saved;
  }
}

test('a build keeps its filesystem cache under node_modules/.cache/webpack, one folder per configuration', () => {
  const configs = allConfigs({ SHOP_BUILD_CACHE: undefined });
  expect(configs.length).toBeGreaterThanOrEqual(8);
  const folders = configs.map((config) => {
    const cache = config.cache as { type: string; cacheDirectory: string };
    expect(cache.type).toBe('filesystem');
    expect(path.dirname(cache.cacheDirectory)).toBe(path.join(root, 'node_modules/.cache/webpack'));
    return cache.cacheDirectory;
  });
  // Two configurations in one folder would overwrite each other's cache.
  expect(new Set(folders).size).toBe(folders.length);
});

test('SHOP_BUILD_CACHE=0 leaves the cache out of every configuration of the build', () => {
  const configs = allConfigs({ SHOP_BUILD_CACHE: '0' });
  expect(configs.length).toBeGreaterThanOrEqual(8);
  expect(configs.filter((config) => config.cache !== false).map((config) => config.name)).toEqual([]);
});

test('CI builds without the cache', async () => {
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path.join(root, '.ci/run'), 'utf8')).toMatch(/^export SHOP_BUILD_CACHE=0$/m);
});
