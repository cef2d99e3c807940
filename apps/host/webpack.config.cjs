const { createConfig } = require('../../tools/webpack.cjs');
const { createServerConfig } = require('../../tools/webpack.server.cjs');

module.exports = [
  createConfig({
    app: 'host',
    name: 'host',
    title: 'Shop',
    publicPath: '/',
    runtimePlugins: ['src/federation/errorPlugin.ts', 'src/federation/preloadPlugin.ts', 'src/federation/runtimeCorePlugin.ts'],
    loadsRemotes: true,
  }),
  // The shell's server renderer: loads the remotes' server containers at run time (server-side rendering).
  createServerConfig({ app: 'host', name: 'host', entry: './src/server/index.ts' }),
];
