/** @jest-environment jsdom */
import '@testing-library/jest-dom';
// A storefront that shares its React 18 as a singleton: the federation runtime hands the remote that React (a
// console warning only), which has no `use` (React 19's).
jest.mock('react', () => ({ ...jest.requireActual('react'), use: undefined }));
import { act, render, waitFor } from '@testing-library/react';
import { withOwnProviders } from '../src/embed/withOwnProviders';

it("an exposed module rendered by a storefront's React without use() (React 18) brings its providers and shows the widget, not its error", async () => {
  const Grid = withOwnProviders(({ locale }: { locale: string }) => <p data-testid="grid">{locale}</p>, { widget: 'SearchBox' });
  const { container } = await act(async () => render(<Grid locale="de_DE" />));
  await waitFor(() => expect(container.querySelector('[data-shop-widget]')?.shadowRoot?.querySelector('[data-testid="grid"]')).toHaveTextContent('de_DE'));
  expect(container.querySelector('[data-shop-widget]')?.shadowRoot?.querySelector('[data-testid="widget-failed"]')).toBeNull();
});
