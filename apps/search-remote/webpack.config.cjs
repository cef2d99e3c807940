const { createConfig } = require('../../tools/webpack.cjs');

module.exports = createConfig({
  app: 'search-remote',
  name: 'search',
  title: 'Search remote',
  exposes: {
    './SearchPage': './src/exposes/SearchPage.tsx',
    './SearchGrid': './src/exposes/SearchGrid.tsx',
    './FilterPanel': './src/exposes/FilterPanel.tsx',
    './SuggestionBox': './src/exposes/SuggestionBox.tsx',
    './mount': './src/exposes/mount.tsx',
  },
});
