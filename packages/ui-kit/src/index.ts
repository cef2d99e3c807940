export { registerReactInstance } from './reactInstances';
export { uiKitCss } from './styles';
