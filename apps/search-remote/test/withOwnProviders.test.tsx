/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { createShopQueryClient } from '@shop/listing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { withOwnProviders } from '../src/embed/withOwnProviders';

function Probe({ locale }: { locale: string }) {
  const { pathname } = useLocation();
  return <p data-testid="probe">{`${locale} ${pathname}`}</p>;
}

const SelfProvided = withOwnProviders(Probe, { showsNumbers: false });

/** Which times the widgets' CSS module (the ui-kit's CSS for a shadow root) was loaded. */
const mockLoads: string[] = [];
jest.mock('../src/embed/css', () => {
  mockLoads.push('css');
  return jest.requireActual('../src/embed/css');
});

describe('exposed modules render on their own (providers inside)', () => {
  it("inside the shop they use the shell's providers and render in place", () => {
    const { getByTestId, container } = render(
      <QueryClientProvider client={createShopQueryClient()}>
        <MemoryRouter initialEntries={['/q/pl-PL/search']}>
          <SelfProvided locale="pl_PL" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(getByTestId('probe')).toHaveTextContent('pl_PL /q/pl-PL/search');
    expect(container.querySelector('[data-shop-widget]')).toBeNull();
    // The shop's pages do not carry the widgets' CSS for a shadow root (issue 9): it is a chunk of its own.
    expect(mockLoads).toEqual([]);
  });

  it('outside the shop (no router, no query client) they bring their providers, in a shadow root', async () => {
    // The CSS arrives in a chunk of its own: the widget suspends until then.
    const { container } = await act(async () => render(<SelfProvided locale="de_DE" />));
    await waitFor(() => expect(container.querySelector('[data-shop-widget]')?.shadowRoot?.querySelector('[data-testid="probe"]')).toHaveTextContent('de_DE /q/search'));
    expect(container.querySelector('[data-testid="probe"]')).toBeNull();
    // Its shadow root has the widgets' CSS, loaded once.
    const shadow = container.querySelector('[data-shop-widget]')?.shadowRoot;
    expect(shadow?.querySelector('style')?.textContent).toBe(jest.requireActual('../src/embed/css').embedCss);
    expect(mockLoads).toEqual(['css']);
  });
});
