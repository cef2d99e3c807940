const { createRemoteConfigs } = require('../../tools/webpack.cjs');

// The self-contained build, and the lean one the shop's pages load (tools/webpack.cjs LEAN_DIR).
module.exports = createRemoteConfigs({
  app: 'evaluation-remote',
  name: 'evaluation',
  title: 'Evaluation remote',
  exposes: {
    './EvaluationTool': './src/exposes/EvaluationTool.tsx',
    './CqeView': './src/exposes/CqeView.tsx',
  },
});
