/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, waitFor } from '@testing-library/react';
import { EMBED_CSS_RETRY_AFTER_MS, withOwnProviders } from '../src/embed/withOwnProviders';

/** The first load of the widgets' CSS chunk fails (a network error), the next ones work. */
const mockChunk = { failNext: true };
jest.mock('../src/embed/css', () => {
  if (mockChunk.failNext) {
    mockChunk.failNext = false;
    throw new Error('Loading chunk failed');
  }
  return jest.requireActual('../src/embed/css');
});

const Widget = withOwnProviders(({ locale }: { locale: string }) => <p data-testid="widget">{locale}</p>, { widget: 'SearchBox' });

it('a widget outside the shop whose CSS chunk failed to arrive shows its error in its place; one rendered a little later loads it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const first = await act(async () =>
    render(
      <main>
        <h1>Storefront</h1>
        <Widget locale="de_DE" />
      </main>,
    ),
  );
  await waitFor(() => expect(first.getByTestId('widget-failed')).toBeInTheDocument());
  // The error stays in the widget: the storefront's page around it is there.
  expect(first.getByRole('heading', { name: 'Storefront' })).toBeInTheDocument();
  first.unmount();
  await act(() => new Promise((resolve) => setTimeout(resolve, EMBED_CSS_RETRY_AFTER_MS + 50)));
  const second = await act(async () => render(<Widget locale="de_DE" />));
  await waitFor(() => expect(second.container.querySelector('[data-shop-widget]')?.shadowRoot?.querySelector('[data-testid="widget"]')).toHaveTextContent('de_DE'));
  expect(second.container.querySelector('[data-shop-widget]')?.shadowRoot?.querySelector('style')?.textContent?.length).toBeGreaterThan(1000);
});
