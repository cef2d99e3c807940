/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
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

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p data-testid="failed">failed</p> : this.props.children;
  }
}

const Widget = withOwnProviders(({ locale }: { locale: string }) => <p data-testid="widget">{locale}</p>, { showsNumbers: false });

it('a widget outside the shop whose CSS chunk failed to arrive shows its error; one rendered a little later loads it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const first = await act(async () =>
    render(
      <Boundary>
        <Widget locale="de_DE" />
      </Boundary>,
    ),
  );
  await waitFor(() => expect(first.getByTestId('failed')).toBeInTheDocument());
  first.unmount();
  await act(() => new Promise((resolve) => setTimeout(resolve, EMBED_CSS_RETRY_AFTER_MS + 50)));
  const second = await act(async () => render(<Widget locale="de_DE" />));
  await waitFor(() => expect(second.container.querySelector('[data-shop-widget]')?.shadowRoot?.querySelector('[data-testid="widget"]')).toHaveTextContent('de_DE'));
  expect(second.container.querySelector('[data-shop-widget]')?.shadowRoot?.querySelector('style')?.textContent?.length).toBeGreaterThan(1000);
});
