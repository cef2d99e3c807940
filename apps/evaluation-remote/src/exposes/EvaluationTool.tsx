import * as React from 'react';
import type { RemoteModules } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import { ensureEvaluationCss } from '../evaluationCss';
import { EvaluationToolView } from '../EvaluationViews';

registerReactInstance(React, 'evaluation');
ensureEvaluationCss();

const EvaluationTool: RemoteModules['evaluation/EvaluationTool']['default'] = EvaluationToolView;
export default EvaluationTool;
