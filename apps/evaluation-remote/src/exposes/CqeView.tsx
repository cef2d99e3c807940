import * as React from 'react';
import type { RemoteModules } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import { CqeViewPage } from '../CqeViewPage';
import { ensureEvaluationCss } from '../evaluationCss';

registerReactInstance(React, 'evaluation');
ensureEvaluationCss();

const CqeView: RemoteModules['evaluation/CqeView']['default'] = CqeViewPage;
export default CqeView;
