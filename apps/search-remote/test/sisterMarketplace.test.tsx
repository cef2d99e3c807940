/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { createShopI18n } from '@shop/market';
import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SisterMarketplaceLine } from '../src/SisterMarketplaceLine';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createShopI18n('de_DE');
});

const renderLine = (locale: string, q: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <SisterMarketplaceLine locale={locale} q={q} />
    </I18nextProvider>,
  );

describe('sister-marketplace line (SPEC §2 "in some storefronts")', () => {
  it('searches the term on the storefront\'s sister marketplace, though the page allows no other host', () => {
    renderLine('de_DE', 'sofa bett');
    expect(screen.getByTestId('sister-marketplace')).toHaveAttribute('href', 'https://www.kaufland.de/s/?search_value=sofa%20bett');
    expect(screen.getByTestId('sister-marketplace')).toHaveTextContent('Kaufland.de');
  });

  it('shows no line in a storefront without one, nor without a term', () => {
    expect(renderLine('nl_NL', 'sofa').container).toBeEmptyDOMElement();
    expect(renderLine('de_DE', '').container).toBeEmptyDOMElement();
  });
});
