/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, waitFor } from '@testing-library/react';
import type * as MountWidgetModule from '../src/embed/mountWidget';

jest.mock('../src/embed/widgets', () => ({
  EmbeddedWidget: () => {
    throw new Error('widget bug');
  },
}));

it("a failed widget speaks the page's language in the search remote's build too, whose texts are its own (text owner 'search')", async () => {
  // As the remote's webpack build defines it: its texts live in namespaces of its own (`search/search`).
  (globalThis as { __SHOP_TEXT_OWNER__?: string }).__SHOP_TEXT_OWNER__ = 'search';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let mountWidget!: typeof MountWidgetModule.mountWidget;
  jest.isolateModules(() => {
    ({ mountWidget } = jest.requireActual<typeof MountWidgetModule>('../src/embed/mountWidget'));
  });
  const element = document.body.appendChild(document.createElement('div'));
  act(() => {
    mountWidget(element, { widget: 'Results', locale: 'de-DE', apiBase: 'https://shop.example/' });
  });
  const failed = () => element.shadowRoot?.querySelector<HTMLElement>('[data-testid="widget-failed"]');
  await waitFor(() => expect(failed()).toHaveTextContent('Erneut versuchen'));
  expect(failed()).not.toHaveTextContent('Try again');
});
