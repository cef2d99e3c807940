const { createConfig } = require('../../tools/webpack.cjs');

module.exports = createConfig({
  app: 'host',
  name: 'host',
  title: 'Shop',
  publicPath: '/',
  runtimePlugins: ['src/federation/errorPlugin.ts'],
  loadsRemotes: true,
});
