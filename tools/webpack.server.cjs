/**
 * Server builds for server-side rendering (Module Federation's Node runtime, `@module-federation/node`).
 *
 * - A listing remote builds its exposed pages a second time for Node into `dist/server/` (`remoteEntry.js`
 *   plus chunks). Its server serves them like its browser files; the host server loads them over HTTP at run
 *   time, so a remote's redeploy changes what the host renders without a host rebuild.
 * - The host builds `dist/server/render.js`: the shell's server renderer, which loads the remotes' server
 *   containers by the URLs its configuration names.
 *
 * Same sources, loaders and shared singletons as the browser builds (tools/webpack.cjs); no HTML, no
 * compression, no minifying (the code runs on our own machines and its stack traces should read).
 */
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { buildCache, keepRecentChunks, moduleRules, sharedExportListAliases, sharedSingletons } = require('./webpack.cjs');

const root = path.resolve(__dirname, '..');

/**
 * @param {object} o
 * @param {string} o.app    folder name under apps/
 * @param {string} o.name   container name (the browser build's)
 * @param {Record<string,string>} [o.exposes]  what the remote renders on the server
 * @param {string} [o.entry] the host's server entry (a remote has none: only its container)
 */
function createServerConfig({ app, name, exposes = {}, entry }) {
  const config = (_env, argv) => {
    const production = argv.mode !== 'development';
    const appDir = path.join(root, 'apps', app);
    return {
      name: `${app}-server`,
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: entry ? { render: { import: entry, library: { type: 'commonjs2' } } } : {},
      devtool: false,
      target: 'async-node',
      output: {
        path: path.join(appDir, 'dist/server'),
        // Not a URL: the Node runtime then resolves a remote's chunks against the address its remoteEntry.js
        // was loaded from, wherever the remote is deployed.
        publicPath: '',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        uniqueName: `${name}_server`,
        // The chunks of earlier builds stay (as the browser builds' do): a host still runs the server code it
        // loaded before a redeploy until it reads the new manifest (within a minute), and that code loads
        // its chunks as it needs them (a locale's texts, the answer rules). A chunk deleted by the new build
        // fails that load, and the page goes to the browser to render until the host has the new code.
        clean: { keep: keepRecentChunks(path.join(appDir, 'dist/server')) },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: sharedExportListAliases() },
      module: { rules: moduleRules() },
      cache: buildCache(`${app}-server`, __filename),
      performance: { hints: false },
      optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
      plugins: [
        new webpack.DefinePlugin({ __SHOP_TEXT_OWNER__: JSON.stringify(name) }),
        // linkedom (the server's HTML parser for fragments) tries the optional native `canvas` and does without.
        new webpack.IgnorePlugin({ resourceRegExp: /^canvas$/ }),
        new ModuleFederationPlugin({
          name,
          library: { type: 'commonjs-module' },
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        }),
      ],
      stats: 'errors-warnings',
    };
  };
  // tools/webpack.all.cjs leaves server builds out when SHOP_SERVER_BUILD=0 (the development loop).
  config.serverBuild = true;
  return config;
}

module.exports = { createServerConfig };
