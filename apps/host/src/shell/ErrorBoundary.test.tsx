/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { createShopI18n } from '@shop/market';
import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from './ErrorBoundary';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createShopI18n('en_GB');
});

function Throws({ error }: { error: unknown }): never {
  throw error;
}

describe('global error state (SPEC §4, §8)', () => {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => spy.mockRestore());

  it('shows the error page with status 500 for an error without a status code, and a link home', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <Throws error={new Error('boom')} />
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('error-page')).toHaveTextContent('Error 500');
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    // A page that failed while it rendered may well show on a new load: the shopper is offered one.
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('a page that breaks under the shopper’s hand gives focus to the error page’s heading (WCAG 2.4.3)', () => {
    function Page({ broken }: { broken: boolean }) {
      if (broken) throw new Error('boom');
      return <button type="button">Filter</button>;
    }
    const view = render(
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <Page broken={false} />
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    screen.getByRole('button', { name: 'Filter' }).focus();
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <Page broken />
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('keeps the status of an error that has one', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <Throws error={Object.assign(new Error('gone'), { status: 410 })} />
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('error-page')).toHaveTextContent('Error 410');
  });

  it('says "An error occurred while showing the error page" when the error page itself fails', () => {
    // A broken i18n instance makes the error page throw too; the last fallback needs no translations.
    const broken = { language: 'en-GB' } as unknown as I18n;
    render(
      <I18nextProvider i18n={broken}>
        <AppErrorBoundary>
          <Throws error={new Error('boom')} />
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('error-page')).toHaveTextContent('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: 'Go back to home' })).toBeInTheDocument();
  });

  it('leaves the error page when the address changes (another query on the same path), and shows the page again', () => {
    let fail = true;
    function Page() {
      if (fail) throw new Error('boom');
      return <p>the page</p>;
    }
    const tree = (resetKey: string) => (
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary resetKey={resetKey}>
          <Page />
        </AppErrorBoundary>
      </I18nextProvider>
    );
    const { rerender } = render(tree('?q=a'));
    expect(screen.getByTestId('error-page')).toBeInTheDocument();
    fail = false;
    rerender(tree('?q=a'));
    expect(screen.getByTestId('error-page')).toBeInTheDocument();
    rerender(tree('?q=b'));
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});
