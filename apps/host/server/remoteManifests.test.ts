import { parseManifest } from './preloads';
import { browserManifest, LEAN_MANIFEST, leanManifestUrl } from './remoteManifests';

const manifest = (entry: string, pluginVersion?: unknown) =>
  parseManifest({ metaData: { remoteEntry: { name: entry, path: '' }, ...(pluginVersion === undefined ? {} : { pluginVersion }) }, exposes: [], shared: [] })!;

const configured = { url: 'https://cdn.example/search/mf-manifest.json', manifest: manifest('remoteEntry.0123456789.js', '2.9.2') };
const lean = { url: 'https://cdn.example/search/lean/mf-manifest.json', manifest: manifest('remoteEntry.abcdef0123.js', '2.9.2') };

describe("the manifest the shop's pages load (federation runtime once)", () => {
  it('is looked for where the remotes’ builds write it (tools/webpack.cjs LEAN_DIR)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(LEAN_MANIFEST).toBe(`${(require('../../../tools/webpack.cjs') as { LEAN_DIR: string }).LEAN_DIR}/mf-manifest.json`);
  });

  it('is the lean one, beside the configured manifest, when it was built by the host’s federation version', () => {
    expect(leanManifestUrl(configured.url)).toBe(lean.url);
    expect(leanManifestUrl('http://localhost:3001/mf-manifest.json')).toBe('http://localhost:3001/lean/mf-manifest.json');
    expect(browserManifest(configured, lean, '2.9.2')).toBe(lean);
  });

  it('is the self-contained one when the remote has no lean build, an unusable one, or one of another federation version', () => {
    expect(browserManifest(configured, null, '2.9.2')).toBe(configured);
    expect(browserManifest(configured, { ...lean, manifest: manifest('', '2.9.2') }, '2.9.2')).toBe(configured);
    expect(browserManifest(configured, { ...lean, manifest: manifest('remoteEntry.abcdef0123.js', '2.10.0') }, '2.9.2')).toBe(configured);
    expect(browserManifest(configured, { ...lean, manifest: manifest('remoteEntry.abcdef0123.js') }, '2.9.2')).toBe(configured);
    // A host whose own version is unknown cannot tell: the remote's own runtime.
    expect(browserManifest(configured, lean, null)).toBe(configured);
  });

  it("reads the federation version from a manifest, and nothing that is not a version", () => {
    expect(manifest('remoteEntry.js', '2.9.2').runtimeVersion).toBe('2.9.2');
    expect(manifest('remoteEntry.js', '0.0.0-next-20261101').runtimeVersion).toBe('0.0.0-next-20261101');
    expect(manifest('remoteEntry.js', 2).runtimeVersion).toBeNull();
    expect(manifest('remoteEntry.js', '"><script>').runtimeVersion).toBeNull();
    expect(manifest('remoteEntry.js').runtimeVersion).toBeNull();
  });
});
