const path = require('node:path');
const CompressionPlugin = require('compression-webpack-plugin');
const { buildCache, createRemoteConfigs } = require('../../tools/webpack.cjs');
const { createServerConfig } = require('../../tools/webpack.server.cjs');

const root = path.resolve(__dirname, '../..');

// The self-contained build (storefront pages' federation hosts), the lean one the shop's pages load (LEAN_DIR),
// and embed.js's own container (EMBED_DIR: `shop_search_embed`, apart from a container the page loads itself).
const [remote, lean, embedContainer] = createRemoteConfigs({
  app: 'search-remote',
  name: 'search',
  // Not `search`: an element id="search" on a storefront page is also `window.search` (RUNTIME-002).
  globalName: 'shop_search',
  title: 'Search remote',
  exposes: {
    './SearchPage': './src/exposes/SearchPage.tsx',
    './SearchGrid': './src/exposes/SearchGrid.tsx',
    './FilterPanel': './src/exposes/FilterPanel.tsx',
    './SuggestionBox': './src/exposes/SuggestionBox.tsx',
    './mount': './src/exposes/mount.tsx',
  },
  keepFiles: /^embed\.js/,
  embedContainer: true,
});

/**
 * `embed.js`, the storefront's one script tag: a plain script outside the federation build (no runtime of
 * its own; it loads `embed/remoteEntry.js` when the first element appears), so it stays a few hundred bytes.
 */
const embed = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    name: 'search-remote-embed',
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { embed: './src/embed/loader.ts' },
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    target: ['web', 'es2020'],
    output: { path: path.join(__dirname, 'dist'), filename: '[name].js', publicPath: 'auto', clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [{ test: /\.ts$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true, configFile: path.join(root, 'tsconfig.build.json') } }],
    },
    cache: buildCache('search-remote-embed', __filename),
    performance: { hints: false },
    plugins: production
      ? ['brotliCompress', 'gzip'].map(
          (algorithm) => new CompressionPlugin({ algorithm, filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br', test: /\.js$/, threshold: 0, minRatio: 1 }),
        )
      : [],
    stats: 'errors-warnings',
  };
};

/** The search page for the host server's renderer (dist/server/remoteEntry.js). */
const server = createServerConfig({ app: 'search-remote', name: 'search', exposes: { './SearchPage': './src/exposes/SearchPage.tsx' } });

module.exports = [remote, lean, embedContainer, embed, server];
