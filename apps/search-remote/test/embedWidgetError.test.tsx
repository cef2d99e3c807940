/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, waitFor } from '@testing-library/react';
import { mountWidget } from '../src/embed/mountWidget';

/** The widget's code throws while rendering, until `mockWidget.broken` is false. */
const mockWidget = { broken: true };
jest.mock('../src/embed/widgets', () => ({
  EmbeddedWidget: ({ locale }: { locale: string }) => {
    if (mockWidget.broken) throw new Error('widget bug');
    return <p data-testid="widget">{locale}</p>;
  },
}));

it('an element whose widget throws shows an error with a retry in its shadow root, in the page’s language, not an empty element', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const element = document.body.appendChild(document.createElement('div'));
  act(() => {
    mountWidget(element, { widget: 'Results', locale: 'de-DE', apiBase: 'https://shop.example/' });
  });
  const failed = () => element.shadowRoot?.querySelector<HTMLElement>('[data-testid="widget-failed"]');
  await waitFor(() => expect(failed()).toHaveTextContent('Erneut versuchen'));
  mockWidget.broken = false;
  await act(async () => failed()?.querySelector('button')?.click());
  await waitFor(() => expect(element.shadowRoot?.querySelector('[data-testid="widget"]')).toHaveTextContent('de_DE'));
});
