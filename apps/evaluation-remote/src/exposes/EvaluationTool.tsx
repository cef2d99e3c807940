import * as React from 'react';
import type { RemoteModules } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import { evaluationCss, EvaluationToolView } from '../EvaluationViews';

registerReactInstance(React, 'evaluation');
if (typeof document !== 'undefined' && !document.getElementById('shop-evaluation-css')) {
  const style = document.createElement('style');
  style.id = 'shop-evaluation-css';
  style.textContent = evaluationCss;
  document.head.appendChild(style);
}

const EvaluationTool: RemoteModules['evaluation/EvaluationTool']['default'] = EvaluationToolView;
export default EvaluationTool;
