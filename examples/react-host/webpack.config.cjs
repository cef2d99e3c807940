/**
 * A storefront team's React app that consumes the search remote's typed modules through Module Federation.
 * It shares its React with the remote (singleton); the remote's location is runtime configuration.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const rootPkg = require('../../package.json');
const { buildCache } = require('../../tools/webpack.cjs');

const root = path.resolve(__dirname, '../..');
const version = (name) => rootPkg.dependencies[name].replace(/^[\^~]/, '');
const singleton = (name) => ({ singleton: true, requiredVersion: `^${version(name)}`, version: version(name) });

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    name: 'examples-react-host',
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'cheap-module-source-map',
    target: 'web',
    output: { path: path.join(__dirname, 'dist'), publicPath: '/react-host/', filename: '[name].js', chunkFilename: '[name].[contenthash:10].js', clean: true, uniqueName: 'storefront_react' },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [{ test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true, configFile: path.join(root, 'tsconfig.build.json') } }],
    },
    cache: buildCache('examples-react-host', __filename),
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'storefront_react',
        remotes: {},
        shared: { react: singleton('react'), 'react/': singleton('react'), 'react-dom': singleton('react-dom'), 'react-dom/': singleton('react-dom') },
        shareStrategy: 'loaded-first',
        dts: false,
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' }),
    ],
    stats: 'errors-warnings',
  };
};
