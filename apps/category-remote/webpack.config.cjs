const { createConfig } = require('../../tools/webpack.cjs');

module.exports = createConfig({
  app: 'category-remote',
  name: 'category',
  title: 'Category remote',
  exposes: {
    './CategoryPage': './src/exposes/CategoryPage.tsx',
    './BrandPage': './src/exposes/BrandPage.tsx',
    './NamedQueryPage': './src/exposes/NamedQueryPage.tsx',
  },
});
