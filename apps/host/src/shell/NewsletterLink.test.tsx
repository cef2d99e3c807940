/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import type * as market from '@shop/market';
import { createShopI18n } from '@shop/market';
import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { NewsletterLink } from './NewsletterLink';

let mockNewsletter: string | null = null;
jest.mock('@shop/market', () => {
  const actual = jest.requireActual<typeof market>('@shop/market');
  return { ...actual, newsletterUrl: (country: string) => mockNewsletter ?? actual.newsletterUrl(country) };
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await createShopI18n('de_DE');
});
afterEach(() => {
  mockNewsletter = null;
});

const renderLink = (country: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <NewsletterLink country={country} />
    </I18nextProvider>,
  );

describe('newsletter sign-up form link (SPEC §1)', () => {
  it('renders the storefront\'s newsletter sign-up link where it has one', () => {
    renderLink('DE');
    expect(screen.getByRole('link', { name: 'Jetzt Newsletter abonnieren' })).toHaveAttribute('href', '/de-DE/newsletter');
  });

  it('renders nothing for a storefront whose link is empty', () => {
    const { container } = renderLink('NL');
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['javascript:alert(1)', 'https://evil.example/newsletter', '//evil.example/x'])('renders no link to %s (the one link rule)', (href) => {
    mockNewsletter = href;
    const { container } = renderLink('DE');
    expect(container.querySelector('a')).toBeNull();
  });
});
