import { BOOT_CHUNKS_FILE, bootFiles, parseBootChunks, parseManifest, preloadTags, textFiles } from './preloads';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.9f8e7d6c5b.js', path: '' } },
  exposes: [{ name: 'SearchPage', assets: { js: { sync: ['__federation_expose_SearchPage.1a2b3c4d5e.js'] } } }],
  shared: [{ name: 'react', assets: { js: { sync: ['1636.f00fd6204a.js'] } } }],
};

describe('preload hints for the federated chain', () => {
  it('announces the remote manifest, entry and the exposed chunk of the page, relative to the manifest', () => {
    const tags = preloadTags({
      host: parseManifest(manifest),
      remote: { manifestUrl: 'https://cdn.example/search/mf-manifest.json', manifest: parseManifest(manifest), expose: 'SearchPage' },
    });
    expect(tags).toContain('<link rel="preload" as="script" href="/1636.f00fd6204a.js">');
    expect(tags).toContain('<link rel="preconnect" href="https://cdn.example" crossorigin>');
    expect(tags).toContain('<link rel="preload" as="fetch" href="https://cdn.example/search/mf-manifest.json" crossorigin>');
    expect(tags).toContain('<link rel="prefetch" as="script" href="https://cdn.example/search/remoteEntry.9f8e7d6c5b.js">');
    expect(tags).toContain('<link rel="prefetch" as="script" href="https://cdn.example/search/__federation_expose_SearchPage.1a2b3c4d5e.js">');
  });

  it("prefetches none of a remote's unhashed files (a development build's entry and texts): served no-cache, each would be asked for twice", () => {
    const development = parseManifest({ ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'SearchPage', assets: { js: { sync: ['358.dce8384b81.js'] } } }] });
    const tags = preloadTags({
      host: null,
      remote: { manifestUrl: 'http://localhost:3001/mf-manifest.json', manifest: development, expose: 'SearchPage', texts: ['i18n-de_DE-search-json.js'] },
    });
    expect(tags).not.toContain('remoteEntry.js');
    expect(tags).not.toContain('i18n-de_DE-search-json.js');
    // Its hashed chunks still are, and the manifest is fetched early as ever.
    expect(tags).toContain('<link rel="prefetch" as="script" href="http://localhost:3001/358.dce8384b81.js">');
    expect(tags).toContain('<link rel="preload" as="fetch" href="http://localhost:3001/mf-manifest.json" crossorigin>');
  });

  it('refuses malformed manifests and file names that could break out of the attribute', () => {
    expect(parseManifest(null)).toBeNull();
    expect(parseManifest({ metaData: { remoteEntry: { name: '"><script>' } } })).toBeNull();
    const evil = parseManifest({ ...manifest, exposes: [{ name: 'SearchPage', assets: { js: { sync: ['"><script>alert(1)</script>'] } } }] });
    expect(preloadTags({ host: null, remote: { manifestUrl: 'https://cdn.example/m.json', manifest: evil, expose: 'SearchPage' } })).not.toContain('<script>');
  });

  it('DESIGN trust boundaries: never prefetches from an origin a remote manifest names (a chunk name that is an address is dropped)', () => {
    const foreign = parseManifest({ ...manifest, exposes: [{ name: 'SearchPage', assets: { js: { sync: ['https://evil.example/x.1a2b3c4d5e.js'] } } }] });
    expect(foreign?.exposes['SearchPage']).toEqual([]);
    const tags = preloadTags({ host: null, remote: { manifestUrl: 'https://cdn.example/m.json', manifest: foreign, expose: 'SearchPage' } });
    expect(tags).not.toContain('evil.example');
  });

  it("reads the host's manifest, which has shared chunks but no entry of its own", () => {
    const host = parseManifest({ ...manifest, metaData: { remoteEntry: { name: '', path: '' } }, exposes: [] });
    expect(host?.remoteEntry).toBeNull();
    expect(preloadTags({ host })).toBe('<link rel="preload" as="script" href="/1636.f00fd6204a.js">');
  });

  it('still preconnects and fetches the manifest early when the manifest is not known yet', () => {
    const tags = preloadTags({ host: null, remote: { manifestUrl: 'http://localhost:3001/mf-manifest.json', manifest: null, expose: 'SearchPage' } });
    expect(tags).toContain('rel="preconnect"');
    expect(tags).toContain('as="fetch"');
  });

  it('preloads the entry script, which the page names only at the end of its body', () => {
    expect(preloadTags({ host: null, entry: '/main.js' })).toBe('<link rel="preload" as="script" href="/main.js">');
  });

  it("a server-rendered page loads its scripts at low priority: the page's markup and first images come first", () => {
    const tags = preloadTags({ host: parseManifest(manifest), entry: '/main.js', scriptsLow: true });
    expect(tags).toBe('<link rel="preload" as="script" href="/main.js" fetchpriority="low"><link rel="preload" as="script" href="/1636.f00fd6204a.js" fetchpriority="low">');
    expect(preloadTags({ host: parseManifest(manifest), entry: '/main.js' })).not.toContain('fetchpriority');
  });

  it("preloads the chunks the entry loads first (the host's bootstrap) and the page's texts, after the shared ones and once each", () => {
    const boot = parseBootChunks({
      js: ['5287.0ae44c2ded.js', '1636.f00fd6204a.js'],
      texts: { de_DE: { host: 'i18n-de_DE-host-json.e04c951057.js', category: 'i18n-de_DE-category-json.a114ebd3ec.js' }, fr_FR: { host: 'i18n-fr_FR-host-json.0123456789.js' } },
    });
    expect(preloadTags({ host: parseManifest(manifest), boot: bootFiles(boot, 'de_DE', ['host', 'uiKit']), scriptsLow: true })).toBe(
      '<link rel="preload" as="script" href="/1636.f00fd6204a.js" fetchpriority="low">' +
        '<link rel="preload" as="script" href="/5287.0ae44c2ded.js" fetchpriority="low">' +
        '<link rel="preload" as="script" href="/i18n-de_DE-host-json.e04c951057.js" fetchpriority="low">',
    );
    // Another locale's texts, or a locale the build has none for: only the boot chunks.
    expect(bootFiles(boot, 'fr_FR', ['host'])).toEqual(['5287.0ae44c2ded.js', '1636.f00fd6204a.js', 'i18n-fr_FR-host-json.0123456789.js']);
    expect(bootFiles(boot, 'xx_XX', ['host'])).toEqual(['5287.0ae44c2ded.js', '1636.f00fd6204a.js']);
    expect(bootFiles(boot, 'constructor', ['toString'])).toEqual(['5287.0ae44c2ded.js', '1636.f00fd6204a.js']);
  });

  it('reads a malformed boot chunk list as none, and drops names that could break out of the attribute', () => {
    expect(parseBootChunks(null)).toEqual({ js: [], texts: {}, answerRules: [] });
    expect(parseBootChunks({ js: 'main.js', texts: 'de_DE', answerRules: 'answer-rules.js' })).toEqual({ js: [], texts: {}, answerRules: [] });
    expect(
      parseBootChunks({
        js: ['"><script>alert(1)</script>', 7, '6887.d5d6f3dda2.js'],
        texts: { de_DE: { host: '"><img src=x>', uiKit: 'i18n.js' }, '"><': { host: 'a.js' } },
        answerRules: ['answer-rules.63f578786d.js', '"><script>alert(1)</script>'],
      }),
    ).toEqual({
      js: ['6887.d5d6f3dda2.js'],
      texts: { de_DE: { uiKit: 'i18n.js' } },
      answerRules: ['answer-rules.63f578786d.js'],
    });
  });

  it("announces the page's remote's texts for the page's locale, relative to its manifest", () => {
    const remoteBoot = parseBootChunks({ js: [], texts: { de_DE: { search: 'i18n-de_DE-search-json.0ee54f9e4f.js', uiKit: 'i18n-de_DE-uiKit-json.51168ae66f.js' } } });
    const tags = preloadTags({
      host: null,
      remote: { manifestUrl: 'https://cdn.example/search/mf-manifest.json', manifest: parseManifest(manifest), expose: 'SearchPage', texts: textFiles(remoteBoot, 'de_DE') },
    });
    expect(tags).toContain('<link rel="prefetch" as="script" href="https://cdn.example/search/i18n-de_DE-search-json.0ee54f9e4f.js">');
    expect(tags).toContain('<link rel="prefetch" as="script" href="https://cdn.example/search/i18n-de_DE-uiKit-json.51168ae66f.js">');
    expect(textFiles(remoteBoot, 'fr_FR')).toEqual([]);
    expect(textFiles(undefined, 'de_DE')).toEqual([]);
  });

  it('names the list as the build writes it', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(BOOT_CHUNKS_FILE).toBe((require('../../../tools/webpack.cjs') as { BOOT_CHUNKS_FILE: string }).BOOT_CHUNKS_FILE);
  });
});
