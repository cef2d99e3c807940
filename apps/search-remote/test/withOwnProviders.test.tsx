/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { createShopQueryClient } from '@shop/listing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { withOwnProviders } from '../src/embed/withOwnProviders';

function Probe({ locale }: { locale: string }) {
  const { pathname } = useLocation();
  return <p data-testid="probe">{`${locale} ${pathname}`}</p>;
}

const SelfProvided = withOwnProviders(Probe);

describe('exposed modules render on their own (providers inside)', () => {
  it('outside the shop (no router, no query client) they bring their providers, in a shadow root', async () => {
    const { container } = render(<SelfProvided locale="de_DE" />);
    const host = container.querySelector('[data-shop-widget]');
    await waitFor(() => expect(host?.shadowRoot?.querySelector('[data-testid="probe"]')).toHaveTextContent('de_DE /q/search'));
    expect(container.querySelector('[data-testid="probe"]')).toBeNull();
  });

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
  });
});
