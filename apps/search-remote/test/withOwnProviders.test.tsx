/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { createShopQueryClient, SearchApiProvider, SHELL_QUERY_MARK } from '@shop/listing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { useContext, type ReactElement } from 'react';
import { I18nContext } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { remoteOrigin } from '../src/embed/remoteOrigin';
import { joinSession, leaveSession } from '../src/embed/session';
import { resolveSettings } from '../src/embed/settings';
import { withOwnProviders } from '../src/embed/withOwnProviders';

function Probe({ locale }: { locale: string }) {
  const { pathname } = useLocation();
  return <p data-testid="probe">{`${locale} ${pathname}`}</p>;
}

const SelfProvided = withOwnProviders(Probe, { widget: 'SearchBox' });

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
        <SearchApiProvider>
          <MemoryRouter initialEntries={['/q/pl-PL/search']}>
            <SelfProvided locale="pl_PL" />
          </MemoryRouter>
        </SearchApiProvider>
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

  it("inside the shop with another copy of the page contract (no search API settings it can read) the shell's query client tells it", () => {
    const client = new QueryClient({ defaultOptions: { queries: { meta: { [SHELL_QUERY_MARK]: true } } } });
    const { getByTestId, container } = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/q/pl-PL/search']}>
          <SelfProvided locale="pl_PL" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(getByTestId('probe')).toHaveTextContent('pl_PL /q/pl-PL/search');
    expect(container.querySelector('[data-shop-widget]')).toBeNull();
  });

  it("a storefront's React app with a router and a query client of its own is not the shop: the widget brings its providers", async () => {
    const { container } = await act(async () =>
      render(
        <QueryClientProvider client={createShopQueryClient()}>
          <MemoryRouter initialEntries={['/storefront/home']}>
            <SelfProvided locale="pl_PL" />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    // Its own router (the widgets' search path), in its shadow root; not the storefront's /storefront/home.
    await waitFor(() => expect(container.querySelector('[data-shop-widget]')?.shadowRoot?.querySelector('[data-testid="probe"]')).toHaveTextContent('pl_PL /q/search'));
  });

  it("a widget that throws shows an error with a retry in its place; the storefront's page around it stays", async () => {
    let broken = true;
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Fragile() {
      if (broken) throw new Error('widget bug');
      return <p data-testid="fragile">fine</p>;
    }
    const Widget = withOwnProviders(Fragile as (props: { locale: string }) => ReactElement, { widget: 'SearchBox' });
    const { container, getByTestId } = await act(async () =>
      render(
        <div>
          <header data-testid="storefront-header">Corner Furniture</header>
          <Widget locale="en_GB" />
        </div>,
      ),
    );
    const shadow = () => container.querySelector('[data-shop-widget]')?.shadowRoot;
    await waitFor(() => expect(shadow()?.querySelector('[data-testid="widget-failed"]')).toHaveTextContent('Oops! Something went wrong!'));
    expect(getByTestId('storefront-header')).toBeInTheDocument();
    broken = false;
    await act(async () => (shadow()?.querySelector('button') as HTMLButtonElement).click());
    await waitFor(() => expect(shadow()?.querySelector('[data-testid="fragile"]')).toHaveTextContent('fine'));
    spy.mockRestore();
  });

  it('new settings render the widget in the new state only: the old root is not rendered again with them', async () => {
    const seen: string[] = [];
    function Texts({ locale }: { locale: string; settings?: { locale?: string } }) {
      const i18n = useContext(I18nContext)?.i18n;
      seen.push(`${locale} in ${i18n?.language ?? '?'}`);
      return <p data-testid="texts">{locale}</p>;
    }
    const Widget = withOwnProviders(Texts, { widget: 'SearchBox' });
    const view = await act(async () => render(<Widget locale="de_DE" />));
    await waitFor(() => expect(seen.some((s) => s.startsWith('de_DE in de'))).toBe(true));
    await act(async () => view.rerender(<Widget locale="pl_PL" />));
    await waitFor(() => expect(seen.some((s) => s.startsWith('pl_PL in pl'))).toBe(true));
    expect(seen.filter((s) => s.startsWith('pl_PL in de'))).toEqual([]);
  });

  it('a typed module outside the shop counts among its state\'s widgets while it is there: a search box alone shows no search, one beside a grid does', async () => {
    const Box = withOwnProviders(Probe, { widget: 'SearchBox' });
    const Grid = withOwnProviders(Probe, { widget: 'Results' });
    const state = joinSession(resolveSettings({ locale: 'de_DE' }, remoteOrigin()));
    const view = await act(async () => render(<Box locale="de_DE" />));
    await waitFor(() => expect(view.container.querySelector('[data-shop-widget]')?.shadowRoot?.querySelector('[data-testid="probe"]')).not.toBeNull());
    expect(state.showsSearch()).toBe(false);
    await act(async () =>
      view.rerender(
        <>
          <Box locale="de_DE" />
          <Grid locale="de_DE" />
        </>,
      ),
    );
    await waitFor(() => expect(state.showsSearch()).toBe(true));
    // The grid gone (its root is unmounted in a task of its own, after the storefront's commit).
    await act(async () => view.rerender(<Box locale="de_DE" />));
    await waitFor(() => expect(state.showsSearch()).toBe(false));
    view.unmount();
    leaveSession(state);
  });
});
