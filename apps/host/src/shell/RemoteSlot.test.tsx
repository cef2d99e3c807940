/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { createShopI18n } from '@shop/market';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { forgetLoadedRemotes, RemoteSlot } from './RemoteSlot';

type Loader = (id: string) => Promise<unknown>;
let loader: Loader;
const reset = jest.fn();

jest.mock('../federation/remotes', () => ({
  remoteTimeoutMs: () => 2000,
  resetRemotes: () => reset(),
  startRemoteLoad: (id: string) => loader(id),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createShopI18n('en_GB');
});

function Page({ locale }: { locale: string }) {
  return <p>remote page in {locale}</p>;
}

const renderSlot = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <RemoteSlot id="category/CategoryPage" props={{ locale: 'en_GB', params: {} }} />
    </I18nextProvider>,
  );

describe('RemoteSlot', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    reset.mockClear();
    forgetLoadedRemotes();
  });
  afterEach(() => jest.useRealTimers());

  it('renders the remote module with the page props', async () => {
    loader = () => Promise.resolve({ default: Page });
    renderSlot();
    expect(await screen.findByText('remote page in en_GB')).toBeInTheDocument();
  });

  it('shows the fallback with a retry when the remote fails', async () => {
    loader = () => Promise.reject(new Error('RUNTIME-008 remote entry failed'));
    renderSlot();
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the fallback after the timeout when the remote hangs, and replaces it when the remote arrives late', async () => {
    let arrive: (mod: unknown) => void = () => undefined;
    loader = () => new Promise((resolve) => (arrive = resolve));
    renderSlot();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('remote-fallback')).toBeInTheDocument();
    await act(async () => arrive({ default: Page }));
    expect(screen.getByText('remote page in en_GB')).toBeInTheDocument();
  });

  it('retries with fresh remote registrations', async () => {
    let calls = 0;
    loader = () => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve({ default: Page }));
    renderSlot();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('remote page in en_GB')).toBeInTheDocument();
  });

  it('shows the fallback when the remote throws while rendering', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failed');
    }
    loader = () => Promise.resolve({ default: Broken });
    renderSlot();
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    spy.mockRestore();
  });
});
