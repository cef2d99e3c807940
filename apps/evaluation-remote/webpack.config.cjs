const { createConfig } = require('../../tools/webpack.cjs');

module.exports = createConfig({
  app: 'evaluation-remote',
  name: 'evaluation',
  title: 'Evaluation remote',
  exposes: {
    './EvaluationTool': './src/exposes/EvaluationTool.tsx',
    './CqeView': './src/exposes/CqeView.tsx',
  },
});
