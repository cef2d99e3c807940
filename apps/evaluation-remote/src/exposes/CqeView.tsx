import * as React from 'react';
import type { RemoteModules } from '@shop/listing';
import { registerReactInstance } from '@shop/ui-kit';
import { CqeViewPage } from '../CqeViewPage';

registerReactInstance(React, 'evaluation');

const CqeView: RemoteModules['evaluation/CqeView']['default'] = CqeViewPage;
export default CqeView;
