/**
 * One webpack configuration for the host and every remote (Module Federation 2.0).
 * Remote *locations* are never build input: the host registers remotes at runtime from the config its
 * server hands to the browser (DESIGN.md "Runtime composition").
 */
const fs = require('node:fs');
const path = require('node:path');
const CompressionPlugin = require('compression-webpack-plugin');
const webpack = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const rootPkg = require('../package.json');

const root = path.resolve(__dirname, '..');

let builtUiKitCssHash = null;
/**
 * The hash of the ui-kit CSS a build carries (packages/ui-kit/src/cssHash.ts), from the
 * package's source evaluated as the bundle will evaluate it (tools/uiKitCssHash.ts, run once per build
 * process): a remote's page compares it with the CSS the page has without carrying the CSS itself.
 */
function uiKitCssHash() {
  builtUiKitCssHash ??= require('node:child_process').execFileSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'uiKitCssHash.ts')], { encoding: 'utf8' }).trim();
  return builtUiKitCssHash;
}

/**
 * Shared singletons provided as a list of exports instead of the whole package (tools/shared/*.mjs): a shared
 * module cannot be tree-shaken, its list can. Each list reaches the package through an alias that no shared
 * key matches, so the list itself is not consumed from the share scope.
 */
const SHARED_EXPORT_LISTS = {
  'react-router': path.join(__dirname, 'shared/react-router.mjs'),
  'react-i18next': path.join(__dirname, 'shared/react-i18next.mjs'),
  '@tanstack/react-query': path.join(__dirname, 'shared/react-query.mjs'),
};

/**
 * `shop-full-package/<name>` → the package itself, for the export lists only. And qs's `side-channel` → the
 * same maps without get-intrinsic and object-inspect (tools/shared/sideChannel.cjs).
 */
function sharedExportListAliases() {
  return {
    ...Object.fromEntries(Object.keys(SHARED_EXPORT_LISTS).map((name) => [`shop-full-package/${name}$`, name])),
    'side-channel$': path.join(__dirname, 'shared/sideChannel.cjs'),
  };
}

/**
 * What is shared at run time (docs/architecture.md): only what must be one instance on a page — React,
 * react-dom, the router, TanStack Query (one QueryClient), i18next + react-i18next (one instance, namespaces
 * per owner), zustand — plus the small versioned page contract `@shop/page-context` and `qs`, which every app
 * bundles otherwise. The other packages
 * (ui-kit, listing, market, api-client) are source, bundled into every app that uses them: a remote shows
 * the widgets, logic and texts it was built with.
 */
function sharedSingletons() {
  const deps = rootPkg.dependencies;
  const singleton = (name, version) => ({ singleton: true, requiredVersion: `^${version.replace(/^[\^~]/, '')}`, version: version.replace(/^[\^~]/, '') });
  const { version: contractVersion } = require(path.join(root, 'packages/page-context/package.json'));
  return {
    react: singleton('react', deps.react),
    'react/': singleton('react', deps.react),
    'react-dom': singleton('react-dom', deps['react-dom']),
    'react-dom/': singleton('react-dom', deps['react-dom']),
    'react-router': { ...singleton('react-router', deps['react-router']), import: SHARED_EXPORT_LISTS['react-router'] },
    zustand: singleton('zustand', deps.zustand),
    '@tanstack/react-query': { ...singleton('@tanstack/react-query', deps['@tanstack/react-query']), import: SHARED_EXPORT_LISTS['@tanstack/react-query'] },
    i18next: singleton('i18next', deps.i18next),
    'react-i18next': { ...singleton('react-i18next', deps['react-i18next']), import: SHARED_EXPORT_LISTS['react-i18next'] },
    // Not a singleton: the page's copy is used when it satisfies the range, otherwise the remote's own.
    '@shop/page-context': { requiredVersion: `^${contractVersion}`, version: contractVersion },
    // Not a singleton either (no state), but the host and the search remote both parse addresses with it: one
    // copy on the page instead of two (5.8 kB brotli and a request), the remote's own when alone or out of range.
    qs: { requiredVersion: `^${deps.qs.replace(/^[\^~]/, '')}`, version: deps.qs.replace(/^[\^~]/, '') },
  };
}

/**
 * The federation build puts a shared module into two chunks, one its share-scope provider loads and one its
 * fallback loads, and writes both (`5487.9e78011d2f.js` and `7868.9e78011d2f.js`, same content); the host server
 * preloads both. Modules of the shared packages that sit in two or more async chunks go to one chunk instead,
 * however small: one file and one request per shared package — for the host, which provides them to the page,
 * one chunk for all of them (`oneChunk`): they all load before the page is live, and as one file they compress
 * better and cost one request (search page 192.3 → 189.8 kB brotli, 23 → 16 files).
 */
function sharedChunkGroup(oneChunk = false) {
  const packages = Object.keys(sharedSingletons())
    .map((key) => key.replace(/\/$/, ''))
    .filter((key) => !key.startsWith('@shop/'))
    .concat(['scheduler', '@tanstack/query-core']);
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]');
  const test = new RegExp(`[\\\\/]node_modules[\\\\/](${[...new Set(packages)].map(escape).join('|')})[\\\\/]|[\\\\/]tools[\\\\/]shared[\\\\/][\\w-]+\\.mjs$|[\\\\/]packages[\\\\/]page-context[\\\\/]`);
  return { test, chunks: 'async', minChunks: 2, minSize: 0, priority: -5, reuseExistingChunk: true, ...(oneChunk ? { name: 'shared' } : {}) };
}

/**
 * The text namespaces the shared packages ask for (ui-kit, listing, market: tools/test/textNamespaces.test.ts
 * checks it). An app's build holds the text chunks of its own namespace (`host`, `search`, `category`,
 * `evaluation`, the container name) and these, for all locales — not the other apps' namespaces, which its copy
 * of @shop/market never loads: the chunk map in its entry and the loader's context map stay a third to a half
 * smaller.
 */
const PACKAGE_TEXT_NAMESPACES = ['search', 'uiKit', 'market'];

function textNamespacesOf(name) {
  return [...new Set([name, ...PACKAGE_TEXT_NAMESPACES])];
}

/** @shop/market's text sets: one folder per locale, one JSON file per namespace. */
const TEXT_RESOURCES = path.join(root, 'packages', 'market', 'src', 'i18n', 'resources');

/** The text files of `namespaces` in every locale: `[{ locale, namespace, file }]`, in a stable order. */
function textResources(namespaces) {
  return fs
    .readdirSync(TEXT_RESOURCES)
    .filter((locale) => /^[a-z]{2}_[A-Z]{2}$/.test(locale))
    .sort()
    .flatMap((locale) => namespaces.map((namespace) => ({ locale, namespace, file: path.join(TEXT_RESOURCES, locale, `${namespace}.json`) })))
    .filter(({ file }) => fs.existsSync(file));
}

/** One hash over all of a build's texts (10 hex digits): the version in every text script's name. */
function textsHash(namespaces) {
  const hash = require('node:crypto').createHash('sha256');
  for (const { locale, namespace, file } of textResources(namespaces)) hash.update(`${locale}/${namespace}\0${fs.readFileSync(file, 'utf8')}\0`);
  return hash.digest('hex').slice(0, 10);
}

/**
 * A text script's file name: the name webpack gave the text chunks it replaces (`i18n-[request]`), versioned by
 * the texts' hash (none in a development build). packages/market/src/i18n.ts `textScriptName` builds the same
 * in the browser (tools/test/textNamespaces.test.ts holds the two to one result).
 */
function textScriptName(locale, namespace, version) {
  return `i18n-${locale}-${namespace}-json${version ? `.${version}` : ''}.js`;
}

/**
 * A browser build's texts as scripts of their own (`i18n-de_DE-search-json.<hash>.js`), one per locale and
 * namespace, each putting its texts under `<owner>/<locale>/<namespace>@<hash>` in `self.__shopTexts`
 * (packages/market/src/i18n.ts loads them by that name, `__SHOP_TEXT_SCRIPTS__`). As webpack chunks they cost
 * every page the maps of all 39 locales' chunk names, hashes and module ids, in each bundle's runtime and text
 * loader (≈ 3.4 kB brotli per bundle), to load one locale's texts; named by one hash over all texts, their
 * address needs no map. Still scripts, so a page's CSP and a storefront's embedding need nothing new.
 */
class TextScripts {
  constructor(owner, namespaces, version) {
    this.owner = owner;
    this.namespaces = namespaces;
    this.version = version;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('TextScripts', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'TextScripts', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { locale, namespace, file } of textResources(this.namespaces)) {
          compilation.fileDependencies.add(file);
          const texts = JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')));
          const key = JSON.stringify(`${this.owner}/${locale}/${namespace}@${this.version}`);
          const source = new sources.RawSource(`(self.__shopTexts=self.__shopTexts||{})[${key}]=${texts};`);
          compilation.emitAsset(textScriptName(locale, namespace, this.version), source, { minimized: true, immutable: Boolean(this.version) });
        }
      });
    });
  }
}

/**
 * webpack's filesystem cache of one build (`node_modules/.cache/webpack/<name>`): a rebuild of unchanged code takes
 * seconds (all apps ≈ 14 s instead of ≈ 95 s on a 2-core machine). Writing it costs: a cold build of all apps
 * writes ≈ 500 MB of cache and takes ≈ 95 s with it, ≈ 50 s without. `SHOP_BUILD_CACHE=0` leaves it out of a
 * build no later one reads, as CI's on a clean clone (`.ci/run`).
 * @param {string} name the cache's folder
 * @param {string} configFile the config's own file: a change to it invalidates the cache
 */
function buildCache(name, configFile) {
  if (process.env.SHOP_BUILD_CACHE === '0') return false;
  return { type: 'filesystem', cacheDirectory: path.join(root, 'node_modules/.cache/webpack', name), buildDependencies: { config: [configFile] } };
}

/** How sources are read: TypeScript by ts-loader (types are checked by `npm run typecheck`), CSS as text. */
function moduleRules() {
  return [
    {
      test: /\.tsx?$/,
      loader: 'ts-loader',
      exclude: /node_modules/,
      options: { transpileOnly: true, configFile: path.join(root, 'tsconfig.build.json') },
    },
    { test: /\.css$/, type: 'asset/source' },
  ];
}

/** A file name with a content hash: `147.15b2e6f95b.js`, `i18n-de_DE-search-json.dca65f34e5.js.map`. */
const HASHED = /\.[0-9a-f]{10}\.[a-z.]+$/i;

/**
 * Keeps the hashed files of earlier builds for `SHOP_KEEP_CHUNKS_DAYS` days (default 7) after the last
 * build that emitted them, so a tab opened before a deploy still loads its chunks. Everything else that the
 * current build did not emit is removed.
 */
function keepRecentChunks(outputDir, keepFiles) {
  const days = Number(process.env.SHOP_KEEP_CHUNKS_DAYS ?? 7);
  const maxAgeMs = (Number.isFinite(days) && days >= 0 ? days : 7) * 86_400_000;
  return (asset) => {
    // Files another compilation writes into the same folder (the search remote's embed.js).
    if (keepFiles && keepFiles.test(asset)) return true;
    // The server build's folder (tools/webpack.server.cjs), the lean entry's (`LEAN_DIR`) and embed.js's container
    // (`EMBED_DIR`), each cleaned by its own build.
    if (asset.startsWith('server/') || asset.startsWith(`${LEAN_DIR}/`) || asset.startsWith(`${EMBED_DIR}/`)) return true;
    if (!HASHED.test(asset)) return false;
    try {
      return Date.now() - fs.statSync(path.join(outputDir, asset)).mtimeMs <= maxAgeMs;
    } catch {
      return false;
    }
  };
}

/**
 * Where a remote's lean build goes: `lean/mf-manifest.json`, an entry without the federation runtime's core
 * (`experiments.externalRuntime`) and its chunks. The shop's host provides that core on its pages (its runtime
 * plugin apps/host/src/federation/runtimeCorePlugin.ts), so a page of the shop carries the runtime once; the
 * host server hands the browser the lean manifest when the remote has one built by the same federation version
 * as the host (apps/host/server/remoteManifests.ts). Storefront pages (embed.js, their own federation hosts)
 * keep the self-contained `mf-manifest.json`.
 */
const LEAN_DIR = 'lean';

/**
 * Where the search remote's container for `embed.js` goes: the self-contained build under a federation name and
 * global of its own (`search_embed`, `shop_search_embed`). A storefront page may have both embed.js and its own
 * federation host that loads `search` from `mf-manifest.json`; had embed.js loaded that container first, with its
 * own share scope, the page's typed modules would have rendered with the widgets' React inside the page's React
 * app (an invalid hook call: "Search is not available"). Each now has its own container; embed.js still takes
 * the page's when the page loaded it first (the widgets then share the page's React).
 */
const EMBED_DIR = 'embed';

/** The file naming the chunks the entry loads first (written by `BootChunksFile`, read by the host server). */
const BOOT_CHUNKS_FILE = 'boot-chunks.json';

/**
 * Writes `boot-chunks.json`: `{ "js": [...], "texts": { "de_DE": { "host": "i18n-de_DE-host-json.….js", … } },
 * "answerRules": [...] }`.
 * `js`: the files of the chunk groups the entry chunk imports dynamically (the host's `import('./bootstrap')`,
 * Module Federation's async boundary) — the app's own code and the packages only it uses. `texts`: the text
 * script of each locale and namespace (`TextScripts`). The browser discovers both only
 * once `main.js` has run; the host server preloads its boot chunks and the page's own texts with the shared
 * chunks, and announces the page's remote's texts for the page's locale, read from the remote's
 * `boot-chunks.json` next to its manifest (apps/host/server/preloads.ts). `answerRules`: the files of the API
 * client's answer rules (@shop/api-client's `answer-rules` chunk), which a page the browser renders needs for its
 * first answer: the host server announces them on such a page.
 */
class BootChunksFile {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BootChunksFile', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootChunksFile', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = new Set();
        for (const entrypoint of compilation.entrypoints.values()) {
          for (const group of entrypoint.getChildren()) {
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
        }
        const texts = {};
        for (const name of Object.keys(compilation.assets)) {
          const match = /^i18n-([A-Za-z_]+)-(\w+)-json(?:\.[0-9a-f]{10})?\.js$/.exec(name);
          if (match) (texts[match[1]] ??= {})[match[2]] = name;
        }
        const rules = compilation.namedChunkGroups.get('answer-rules');
        const answerRules = rules ? rules.chunks.flatMap((chunk) => [...chunk.files]).filter((f) => f.endsWith('.js')) : [];
        compilation.emitAsset(BOOT_CHUNKS_FILE, new sources.RawSource(JSON.stringify({ js: [...files].sort(), texts, answerRules })));
      });
    });
  }
}

/** The remote entry's fixed name, and the name a production build gives it (the build's hash: the federation
 * runtime refers to its own file name, where webpack offers no content hash). */
const REMOTE_ENTRY = 'remoteEntry.js';
const HASHED_REMOTE_ENTRY = 'remoteEntry.[fullhash:10].js';

/**
 * A remote's production entry is named by its build (`remoteEntry.<hash>.js`, the name its `mf-manifest.json`
 * gives), so it is served `immutable` and the host server's prefetch of it is used as it is. Under the fixed
 * name it was served `no-cache`, and the browser asked for it again after the prefetch: a round trip on the
 * way to every live page. `remoteEntry.js` stays, a copy, for what loads the entry by that name (the search
 * remote's `embed.js`, a storefront host configured with the entry's address).
 */
class StableRemoteEntry {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StableRemoteEntry', (compilation) => {
      // After minifying and hashing, before the brotli and gzip siblings are written.
      compilation.hooks.processAssets.tap({ name: 'StableRemoteEntry', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const hashed = compilation.getAssets().find((asset) => /^remoteEntry\.[0-9a-f]{10}\.js$/.test(asset.name));
        if (!hashed) throw new Error(`StableRemoteEntry: no ${HASHED_REMOTE_ENTRY} in the build`);
        // Already minified: the minifier also takes assets added after its own stage.
        compilation.emitAsset(REMOTE_ENTRY, hashed.source, { minimized: true });
      });
    });
  }
}

/** Development: writes `dev-build.json` (`{ hash }`) after every build; tools/devReload.ts polls it. */
class DevBuildFile {
  apply(compiler) {
    compiler.hooks.done.tap('DevBuildFile', (stats) => {
      if (stats.hasErrors()) return;
      const file = path.join(compiler.outputPath, 'dev-build.json');
      fs.writeFileSync(file, JSON.stringify({ hash: stats.hash, builtAt: Date.now() }));
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.app        folder name under apps/
 * @param {string} o.name       container name (an identifier)
 * @param {Record<string,string>} [o.exposes]
 * @param {string} o.title      page title of the standalone HTML
 * @param {string} [o.publicPath] 'auto' for remotes (served from anywhere), '/' for the host
 * @param {string} [o.globalName] the container's global variable; defaults to `name`
 * @param {RegExp} [o.keepFiles] files of another compilation in the same dist folder that cleaning keeps
 * @param {boolean} [o.lean]   a remote's lean build (`LEAN_DIR`): the runtime's core from the page, no HTML page
 * @param {boolean} [o.embedContainer] the self-contained build once more as embed.js's own container (`EMBED_DIR`):
 *   federation name and global suffixed `_embed`; texts and Trusted Types policies as the remote's
 */
function createConfig({ app, name, exposes, title, publicPath = 'auto', runtimePlugins = [], loadsRemotes = false, globalName, keepFiles, lean = false, embedContainer = false }) {
  if ((lean || embedContainer) && loadsRemotes) throw new Error('createConfig: only a remote has a lean build or an embed container');
  if (lean && embedContainer) throw new Error('createConfig: the embed container is a self-contained build');
  const containerName = embedContainer ? `${name}_embed` : name;
  const containerGlobal = embedContainer ? `${globalName ?? name}_embed` : globalName;
  const variant = lean ? 'lean' : embedContainer ? 'embed-container' : '';
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const appDir = path.join(root, 'apps', app);
    // A development build's texts go unversioned (served `no-cache`): a text edited while it watches reaches
    // the page on its next load.
    const textsVersion = production ? textsHash(textNamespacesOf(name)) : '';
    const outputDir = path.join(appDir, 'dist', lean ? LEAN_DIR : embedContainer ? EMBED_DIR : '');
    // Trusted Types policies of a remote's self-contained build: `shop-search#webpack` (chunks) and
    // `shop-search#texts` (text scripts); embed.js has `shop-search` (README).
    const trustedTypesPolicy = loadsRemotes || lean ? '' : `shop-${name}`;
    return {
      name: variant ? `${app}-${variant}` : app,
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      // Production maps are written for error tracking but not linked from the bundles, and no server serves them.
      // No eval in development either: the host's CSP refuses it, and a development build must run inside the host.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      target: 'web',
      output: {
        path: outputDir,
        publicPath,
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: containerName,
        // A remote's self-contained build runs on storefront pages, some of which enforce Trusted Types: its
        // chunks' script URLs go through a policy of this name (README). The lean build runs on the shop's pages only.
        ...(trustedTypesPolicy ? { trustedTypes: { policyName: `${trustedTypesPolicy}#webpack`, onPolicyCreationFailure: 'continue' } } : {}),
        clean: { keep: keepRecentChunks(outputDir, keepFiles) },
        // Rewrite every asset on every build: a file's time is then the last build that emitted it (retention).
        compareBeforeEmit: false,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: sharedExportListAliases() },
      module: { rules: moduleRules() },
      cache: buildCache(variant ? `${app}-${variant}` : app, __filename),
      performance: { hints: false },
      // HTML is minified by HtmlWebpackPlugin (keeping the server's placeholders), not by webpack's own minimizer.
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizeOptions: { html: false },
        // swc's minifier through webpack's own minimizer plugin, with webpack's default options (two compress
        // passes): a cold build of every app 106 s → 74 s, and smaller output (search page 207.6 → 205.8 kB
        // brotli) than terser's, which webpack uses by default.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
        // A lean build serves the shop's pages, each of which loads one exposed page module: its code is one
        // chunk (webpack's default groups off), not a chunk per set of modules that several exposes share —
        // five files on the search page, each a request and a compression of its own. Only the shared packages'
        // group stays (one chunk per shared package). The self-contained build, which storefronts load one
        // widget at a time, keeps the default groups.
        splitChunks: { cacheGroups: { ...(lean ? { default: false, defaultVendors: false } : {}), sharedPackages: sharedChunkGroup(loadsRemotes) } },
      },
      plugins: [
        // Whose texts this build's copy of @shop/market loads (packages/market/src/i18n.ts), and which.
        new webpack.DefinePlugin({
          __SHOP_TEXT_OWNER__: JSON.stringify(name),
          __SHOP_TEXT_SCRIPTS__: JSON.stringify(textsVersion),
          __SHOP_TEXT_NAMESPACES__: JSON.stringify(textNamespacesOf(name)),
          __SHOP_TEXT_POLICY__: JSON.stringify(trustedTypesPolicy && `${trustedTypesPolicy}#texts`),
          // Which ui-kit CSS this build carries (packages/ui-kit/src/cssIdentity.ts).
          __SHOP_UI_KIT_CSS_HASH__: JSON.stringify(uiKitCssHash()),
        }),
        new TextScripts(name, textNamespacesOf(name), textsVersion),
        new ModuleFederationPlugin({
          name: containerName,
          ...(containerGlobal ? { library: { type: 'var', name: containerGlobal } } : {}),
          filename: production && !loadsRemotes ? HASHED_REMOTE_ENTRY : REMOTE_ENTRY,
          exposes: exposes || {},
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          runtimePlugins: [...runtimePlugins.map((p) => path.join(appDir, p)), ...(production ? [] : [path.join(__dirname, 'devReload.ts')])],
          // Browser builds: no Node script loader in the runtime. A remote never loads other remotes: drop that
          // part of the federation runtime from its entry.
          // A remote's lean entry leaves the runtime's core out: the host provides its own (its runtime plugin
          // src/federation/runtimeCorePlugin.ts).
          experiments: {
            optimization: loadsRemotes ? { target: 'web' } : { disableSnapshot: true, disableRemote: true, target: 'web' },
            ...(lean ? { externalRuntime: true } : {}),
          },
        }),
        ...(production || lean ? [] : [new DevBuildFile()]),
        new BootChunksFile(),
        // Nothing loads a lean entry by a fixed name.
        ...(production && !loadsRemotes && !lean ? [new StableRemoteEntry()] : []),
        ...(lean || embedContainer ? [] : [new HtmlWebpackPlugin({
          // The host has its own shell; a remote's standalone page is the same for every remote.
          template: loadsRemotes ? path.join(appDir, 'src/index.html') : path.join(__dirname, 'remote.html'),
          title,
          inject: 'body',
          scriptLoading: 'defer',
          // Keep comments: the host server fills <!--SHOP_CONFIG--> and <!--SHOP_PRELOADS--> per request.
          minify: production ? { collapseWhitespace: true, removeComments: false, minifyCSS: true } : false,
        })]),
        // Brotli and gzip siblings written once at build time, so servers send them without compressing per request.
        ...(production
          ? ['brotliCompress', 'gzip'].map(
              (algorithm) =>
                new CompressionPlugin({
                  algorithm,
                  filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
                  test: /\.(js|json|css|svg|txt)$/,
                  threshold: 1024,
                  minRatio: 0.9,
                }),
            )
          : []),
      ],
      stats: 'errors-warnings',
      // publicPath 'auto' is deliberate: a remote is served from wherever its manifest is.
      ignoreWarnings: [/Manifest will use absolute path resolution/],
    };
  };
}

/**
 * A remote's browser builds: the self-contained one, the lean one for the shop's pages (`LEAN_DIR`), and with
 * `embedContainer` the self-contained one again as embed.js's own container (`EMBED_DIR`).
 */
function createRemoteConfigs({ embedContainer = false, ...options }) {
  const lean = createConfig({ ...options, lean: true });
  // tools/webpack.all.cjs leaves it out with SHOP_LEAN_BUILD=0 (the host then loads the self-contained entry).
  lean.leanBuild = true;
  return [createConfig(options), lean, ...(embedContainer ? [createConfig({ ...options, embedContainer: true })] : [])];
}

module.exports = { BOOT_CHUNKS_FILE, uiKitCssHash, EMBED_DIR, LEAN_DIR, REMOTE_ENTRY, buildCache, createConfig, createRemoteConfigs, PACKAGE_TEXT_NAMESPACES, textNamespacesOf, textScriptName, moduleRules, sharedSingletons, sharedExportListAliases, SHARED_EXPORT_LISTS, HASHED, keepRecentChunks };
