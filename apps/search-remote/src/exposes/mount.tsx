import type { RemoteModules } from '@shop/listing';
import { mountWidget } from '../embed/mountWidget';

/**
 * Mounts a widget into a storefront team's element, in its shadow root, with its own providers. Widgets of one
 * page with equal settings share one state.
 * `const widget = mount(el, { widget: 'SearchBox', locale: 'de_DE', apiBase: 'https://shop.example/' })`;
 * later `widget.update({ locale: 'pl_PL' })`, `widget.unmount()`.
 */
export const mount: RemoteModules['search/mount']['mount'] = mountWidget;
