/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, waitFor } from '@testing-library/react';
import { withOwnProviders } from '../src/embed/withOwnProviders';

/** The first load of the widgets' own providers (their CSS chunk) fails, the next ones work. */
const mockChunk = { failNext: true };
jest.mock('../src/embed/css', () => {
  if (mockChunk.failNext) {
    mockChunk.failNext = false;
    throw new Error('Loading chunk failed');
  }
  return jest.requireActual('../src/embed/css');
});

const Widget = withOwnProviders(({ locale }: { locale: string }) => <p data-testid="widget">{locale}</p>, { widget: 'SearchBox' });

it('"try again" on a widget whose providers did not load asks for them again at once', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const view = await act(async () => render(<Widget locale="pl_PL" />));
  await waitFor(() => expect(view.getByTestId('widget-failed')).toBeInTheDocument());
  // Before the failure is forgotten by itself (EMBED_CSS_RETRY_AFTER_MS): the shopper's press asks again.
  await act(async () => view.getByRole('button', { name: 'Try again' }).click());
  await waitFor(() => expect(view.container.querySelector('[data-shop-widget]')?.shadowRoot?.querySelector('[data-testid="widget"]')).toHaveTextContent('pl_PL'));
});
