/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { linkPolicy } from '@shop/api-client';
import { SearchApiContext } from '@shop/page-context';
import { render } from '@testing-library/react';

import { safeHref, useLinkPolicy } from './links';

function Probe({ href }: { href: string }) {
  const policy = useLinkPolicy();
  return <span data-testid="probe">{safeHref(href, policy) ?? 'refused'}</span>;
}

describe('useLinkPolicy: one link rule for every bundle on the page (ALLOWED_REDIRECT_HOSTS)', () => {
  const partner = 'https://partner.example/p/1';

  it('allows only our own origin without page settings', () => {
    const { getByTestId } = render(<Probe href={partner} />);
    expect(getByTestId('probe')).toHaveTextContent('refused');
  });

  it('reads the allowed hosts from the page-wide search API settings the host provides', () => {
    const { getByTestId } = render(
      <SearchApiContext.Provider value={{ options: { baseUrl: '/', allowedRedirectHosts: ['partner.example'] } }}>
        <Probe href={partner} />
      </SearchApiContext.Provider>,
    );
    expect(getByTestId('probe')).toHaveTextContent(partner);
  });

  it('still refuses hosts the settings do not list', () => {
    const { getByTestId } = render(
      <SearchApiContext.Provider value={{ options: { baseUrl: '/', allowedRedirectHosts: ['partner.example'] } }}>
        <Probe href="https://evil.example/x" />
      </SearchApiContext.Provider>,
    );
    expect(getByTestId('probe')).toHaveTextContent('refused');
  });
});

describe('safeHref: a widget embedded in a storefront of another origin', () => {
  const shop = linkPolicy(['shop.example'], 'https://shop.example');

  it('renders paths on the shop absolute when the API origin is not the page origin (images and product links)', () => {
    expect(safeHref('/q/api/images/1.svg', shop, 'https://storefront.example')).toBe('https://shop.example/q/api/images/1.svg');
    expect(safeHref('/p/123', shop, 'https://storefront.example')).toBe('https://shop.example/p/123');
  });

  it('keeps paths relative inside the shop itself, and still refuses what the link rule refuses', () => {
    expect(safeHref('/p/123', shop, 'https://shop.example')).toBe('/p/123');
    expect(safeHref('javascript:alert(1)', shop, 'https://storefront.example')).toBeUndefined();
    expect(safeHref('https://evil.example/p/1', shop, 'https://storefront.example')).toBeUndefined();
  });
});
