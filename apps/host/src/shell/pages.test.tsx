/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { createShopI18n } from '@shop/market';
import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { EARLY_TAPS_SCRIPT } from './earlyTaps';
import { ErrorPage, NotFoundPage } from './pages';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createShopI18n('en_GB', { ns: ['host'] });
});

describe('a page the shell renders itself is live once shown: taps are no longer held (shell/earlyTaps.ts)', () => {
  it.each([
    ['the not-found page', <NotFoundPage key="404" />, 'not-found'],
    ['the error page', <ErrorPage key="500" status={500} />, 'error-page'],
  ])('%s ends the capture of taps made before the page was live', (_name, page, testId) => {
    new Function(EARLY_TAPS_SCRIPT)();
    expect(window.__shopEarlyTaps).toBeDefined();
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{page}</MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByTestId(testId)).toBeInTheDocument();
    expect(window.__shopEarlyTaps).toBeUndefined();
  });
});
