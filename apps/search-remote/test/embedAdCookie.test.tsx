/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { mountWidget } from '../src/embed/mountWidget';

it("a storefront's widget (embedded: no sponsored products, SPEC §6) writes no ad cookie into the storefront's page, whatever its consent says", async () => {
  // No answer comes: this is the page load's own write (the session's cookie). The ad calls, which would write
  // it too, are never made by an embedded widget: packages/listing's pageEvents tests count them (none).
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as never;
  // The storefront's own consent banner: marketing granted (for the storefront's vendors).
  document.cookie = 'OptanonConsent=groups%3DC0001%3A1%2CC0004%3A1';
  const element = document.body.appendChild(document.createElement('shop-results'));
  let handle: ReturnType<typeof mountWidget> | undefined;
  act(() => {
    handle = mountWidget(element, { widget: 'Results', locale: 'de-DE', apiBase: 'https://shop.example/' });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(document.cookie).not.toMatch(/ad_session=/);
  act(() => handle?.unmount());
  expect(document.cookie).not.toMatch(/ad_session=/);
});
