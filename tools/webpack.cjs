/**
 * One webpack configuration for the host and every remote (Module Federation 2.0).
 * Remote *locations* are never build input: the host registers remotes at runtime from the config its
 * server hands to the browser (DESIGN.md "Runtime composition").
 */
const path = require('node:path');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const rootPkg = require('../package.json');

const root = path.resolve(__dirname, '..');

function sharedSingletons() {
  const deps = rootPkg.dependencies;
  const singleton = (name, version) => ({ singleton: true, requiredVersion: `^${version.replace(/^[\^~]/, '')}`, version: version.replace(/^[\^~]/, '') });
  const shared = {
    react: singleton('react', deps.react),
    'react/': singleton('react', deps.react),
    'react-dom': singleton('react-dom', deps['react-dom']),
    'react-dom/': singleton('react-dom', deps['react-dom']),
    'react-router': singleton('react-router', deps['react-router']),
    zustand: singleton('zustand', deps.zustand),
    '@tanstack/react-query': singleton('@tanstack/react-query', deps['@tanstack/react-query']),
    i18next: singleton('i18next', deps.i18next),
    'react-i18next': singleton('react-i18next', deps['react-i18next']),
  };
  for (const name of ['@shop/api-client', '@shop/market', '@shop/ui-kit', '@shop/listing']) {
    const { version } = require(path.join(root, 'packages', name.replace('@shop/', ''), 'package.json'));
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

/**
 * @param {object} o
 * @param {string} o.app        folder name under apps/
 * @param {string} o.name       container name (an identifier)
 * @param {Record<string,string>} [o.exposes]
 * @param {string} o.title      page title of the standalone HTML
 * @param {string} [o.publicPath] 'auto' for remotes (served from anywhere), '/' for the host
 */
function createConfig({ app, name, exposes, title, publicPath = 'auto', runtimePlugins = [], loadsRemotes = false }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const appDir = path.join(root, 'apps', app);
    return {
      name: app,
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      // Production maps are written for error tracking but not linked from the bundles, and no server serves them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath,
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            exclude: /node_modules/,
            options: { transpileOnly: true, configFile: path.join(root, 'tsconfig.build.json') },
          },
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      cache: { type: 'filesystem', cacheDirectory: path.join(root, 'node_modules/.cache/webpack', app), buildDependencies: { config: [__filename] } },
      performance: { hints: false },
      // HTML is minified by HtmlWebpackPlugin (keeping the server's placeholders), not by webpack's own minimizer.
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimizeOptions: { html: false } },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes || {},
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          runtimePlugins: runtimePlugins.map((p) => path.join(appDir, p)),
          // A remote never loads other remotes: drop that part of the federation runtime from its entry.
          ...(loadsRemotes ? {} : { experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } } }),
        }),
        new HtmlWebpackPlugin({
          // The host has its own shell; a remote's standalone page is the same for every remote.
          template: loadsRemotes ? path.join(appDir, 'src/index.html') : path.join(__dirname, 'remote.html'),
          title,
          inject: 'body',
          scriptLoading: 'defer',
          // Keep comments: the host server fills <!--SHOP_CONFIG--> and <!--SHOP_PRELOADS--> per request.
          minify: production ? { collapseWhitespace: true, removeComments: false, minifyCSS: true } : false,
        }),
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

module.exports = { createConfig, sharedSingletons };
