/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';

import { ProductGrid, ProductTile } from './index';
import type { Gridbox } from '@shop/api-client';

import { displayItem } from './test/fixtures';
import { createTestI18n, renderWithI18n } from './test/renderWithI18n';

describe('ProductTile', () => {
  it.each([
    ['de_DE', '€'],
    ['pl_PL', 'zł'],
    ['hu_HU', 'Ft'],
  ])('shows the price in the currency of %s (SPEC §3 market display settings)', (locale, symbol) => {
    renderWithI18n(<ProductTile item={displayItem({}, { price: { price: 1234.5 } })} locale={locale} position={1} />);
    const price = screen.getByTestId('product-tile').querySelector('.sk-price');
    expect(price?.textContent).toContain(symbol);
    expect(price?.textContent).toMatch(/1[\s\u00a0\u202f.]?23[45]/);
  });

  it('shows a reduced price with the old price struck through only when the old price is higher', () => {
    const { rerender } = renderWithI18n(
      <ProductTile item={displayItem({}, { price: { price: 40, oldPrice: 50 } })} locale="de_DE" position={1} />,
    );
    const struck = screen.getByTestId('product-tile').querySelector('del');
    expect(struck).toHaveTextContent('50,00');
    expect(screen.getByText(/^was/)).toBeInTheDocument();
    expect(screen.getByTestId('product-tile').querySelector('.sk-price--reduced')).toHaveTextContent('40,00');

    rerender(<ProductTile item={displayItem({}, { price: { price: 40, oldPrice: 30 } })} locale="de_DE" position={1} />);
    expect(screen.getByTestId('product-tile').querySelector('del')).toBeNull();
    expect(screen.getByTestId('product-tile').querySelector('.sk-price--reduced')).toBeNull();
  });

  it.each([
    [3, 'Available'],
    [2, 'Available soon'],
    [1, 'Not available'],
  ] as const)('shows availability indicator %i as "%s" (SPEC §3)', (indicator, text) => {
    renderWithI18n(
      <ProductTile
        item={displayItem({}, { stockAvailability: { availabilityIndicator: indicator } })}
        locale="de_DE"
        position={1}
      />,
    );
    expect(screen.getByText(text, { selector: '.sk-availability' })).toBeInTheDocument();
  });

  it('says "Available in store and online" for a store badge and "Online only" otherwise (SPEC §3)', () => {
    const { rerender } = renderWithI18n(
      <ProductTile
        item={displayItem({}, { stockAvailability: { availabilityIndicator: 3, badgeInfo: { badges: [{ type: 'store' }] } } })}
        locale="de_DE"
        position={1}
      />,
    );
    expect(screen.getByText('Available in store and online')).toBeInTheDocument();
    expect(screen.queryByText('Online only')).toBeNull();

    rerender(
      <ProductTile
        item={displayItem({}, { stockAvailability: { availabilityIndicator: 3, badgeInfo: { badges: [{ type: 'sale' }] } } })}
        locale="de_DE"
        position={1}
      />,
    );
    expect(screen.getByText('Online only')).toBeInTheDocument();
  });

  it.each([
    ['an advertisement id', displayItem({}, { advertisementId: 'ad-1' })],
    ['the promoted flag', displayItem({}, { promoted: true })],
    ['promoted tracking data', displayItem({ tracking: { position: 2, origPos: 2, list: 'search', promoted: true } })],
  ])('labels a product marked by %s as sponsored (SPEC §3)', (_, item) => {
    renderWithI18n(<ProductTile item={item} locale="de_DE" position={2} />);
    expect(screen.getByTestId('sponsored')).toHaveTextContent('Sponsored');
  });

  it('shows no sponsored label on an organic product', () => {
    renderWithI18n(<ProductTile item={displayItem()} locale="de_DE" position={2} />);
    expect(screen.queryByTestId('sponsored')).toBeNull();
  });

  it('links the title to the product page', () => {
    renderWithI18n(<ProductTile item={displayItem()} locale="de_DE" position={1} />);
    const tile = screen.getByRole('article', { name: 'Trail running shoe' });
    expect(within(tile).getByRole('link', { name: /^Trail running shoe/ })).toHaveAttribute(
      'href',
      '/p/trail-running-shoe/4711',
    );
  });

  it('names the product link with title, price and availability, and gives the image an empty alt (issue 12)', () => {
    const { container } = renderWithI18n(<ProductTile item={displayItem()} locale="en_GB" position={1} />);
    const link = screen.getByRole('link');
    const name = (link.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => container.ownerDocument.getElementById(id)?.textContent)
      .join(' ');
    expect(name).toMatch(/^Trail running shoe .*\d.* Available$/);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>'])(
    'does not render the unsafe URL %j as a link',
    (url) => {
      renderWithI18n(<ProductTile item={displayItem({ url })} locale="de_DE" position={1} />);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByRole('heading', { name: 'Trail running shoe' })).toBeInTheDocument();
    },
  );

  it('hands a plain left click to onNavigate and leaves modified clicks to the browser', () => {
    const onNavigate = jest.fn();
    renderWithI18n(<ProductTile item={displayItem()} locale="de_DE" position={1} onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: /^Trail running shoe/ });

    const ctrlClick = fireEvent.click(link, { ctrlKey: true });
    expect(ctrlClick).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();

    const plainClick = fireEvent.click(link);
    expect(plainClick).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith('/p/trail-running-shoe/4711');
  });

  it('lazy-loads images after position 4 and gives them a size', () => {
    const { rerender, container } = renderWithI18n(<ProductTile item={displayItem()} locale="de_DE" position={4} />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');

    rerender(<ProductTile item={displayItem()} locale="de_DE" position={5} />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('reads out the rating, shows brand and article number', () => {
    renderWithI18n(
      <ProductTile item={displayItem({}, { ratings: { average: 4.25, count: 12 } })} locale="en_GB" position={1} />,
    );
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Nordwind')).toBeInTheDocument();
    expect(screen.getByText('Art. no. 100200')).toBeInTheDocument();
  });
});

describe('ProductGrid', () => {
  it('lists one tile per item and is aria-busy and dimmed only while busy', () => {
    const items = [displayItem(), displayItem({ code: '4712' }, { productId: '4712', keyfacts: { title: 'Rain jacket' } })];
    const { rerender } = renderWithI18n(<ProductGrid items={items} locale="de_DE" />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByTestId('product-tile')).toHaveLength(2);
    expect(list).not.toHaveAttribute('aria-busy');
    expect(list).not.toHaveClass('sk-grid--updating');

    rerender(<ProductGrid items={items} locale="de_DE" busy />);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('list')).toHaveClass('sk-grid--updating');
  });
});

describe('ProductTile price notes (SPEC §3, §9)', () => {
  const reduced = () => displayItem({}, { price: { price: 80, oldPrice: 100 } });

  it('labels the before-price as the lowest price of the 30 days before the reduction in the Polish storefront', () => {
    renderWithI18n(<ProductTile item={reduced()} locale="pl_PL" position={1} />);
    const note = screen.getByText(/Lowest price in the 30 days before the price reduction/);
    expect(note.textContent).toContain('zł');
    expect(screen.getByTestId('product-tile').querySelector('del')).toBeNull();
  });

  it('strikes the before-price through elsewhere', () => {
    renderWithI18n(<ProductTile item={reduced()} locale="de_DE" position={1} />);
    expect(screen.queryByText(/Lowest price in the 30 days/)).toBeNull();
    expect(screen.getByTestId('product-tile').querySelector('del')?.textContent).toContain('100');
  });
});

describe('ProductTile price labels (SPEC §3 price display labels, §9)', () => {
  const tile = (price: Partial<Gridbox['price']>, locale = 'en_GB') =>
    renderWithI18n(<ProductTile item={displayItem({}, { price: { price: 40, ...price } })} locale={locale} position={1} />);
  const priceText = () => screen.getByTestId('product-tile').querySelector('.sk-price')?.textContent;

  it('says "from" before the price of a product whose variants cost more', () => {
    tile({ fromPrice: true });
    expect(priceText()).toBe('from £40.00');
  });

  it('says the plain price when it is not a starting price', () => {
    tile({});
    expect(priceText()).toBe('£40.00');
  });

  it('shows the unit price "per" unit', () => {
    tile({ unitPrice: { price: 8, unit: 'kg' } });
    expect(screen.getByText('£8.00 per kg')).toBeInTheDocument();
  });

  it('shows the recommended retail price (RRP) only when it is above the price', () => {
    const { unmount } = tile({ recommendedRetailPrice: 49.99 });
    expect(screen.getByText('RRP £49.99')).toBeInTheDocument();
    unmount();
    tile({ recommendedRetailPrice: 40 });
    expect(screen.queryByText(/RRP/)).toBeNull();
  });

  it('says how much "cheaper" a reduced product is', () => {
    tile({ oldPrice: 50 });
    expect(screen.getByText('£10.00 cheaper')).toBeInTheDocument();
  });

  it('puts the amount and unit where the translation puts them (Czech "o 10 Kč levněji", Finnish "8 €/kg"), not before a word', () => {
    const i18n = createTestI18n();
    i18n.addResource('en-GB', 'market', 'price.cheaperBy', 'by {{price}} cheaper');
    i18n.addResource('en-GB', 'market', 'price.unitPrice', '{{unit}}: {{price}}');
    render(
      <I18nextProvider i18n={i18n}>
        <ProductTile item={displayItem({}, { price: { price: 40, oldPrice: 50, unitPrice: { price: 8, unit: 'kg' } } })} locale="en_GB" position={1} />
      </I18nextProvider>,
    );
    expect(screen.getByText('by £10.00 cheaper')).toBeInTheDocument();
    expect(screen.getByText('kg: £8.00')).toBeInTheDocument();
  });

    it('says "cheaper in bulk" and labels the before-price as the single-purchase price for a bulk discount', () => {
    tile({ oldPrice: 50, bulkDiscount: true });
    expect(screen.getByText('cheaper in bulk')).toBeInTheDocument();
    expect(screen.queryByText(/£10.00 cheaper/)).toBeNull();
    const before = screen.getByTestId('product-tile').querySelector('.sk-tile__old-price');
    expect(before?.textContent).toBe('Before, when buying one £50.00');
  });

  it('claims "up to 10%" off by default in the Hungarian storefront only (SPEC §9)', () => {
    const { unmount } = tile({ upToDiscount: {} }, 'hu_HU');
    expect(screen.getByText('up to 10% off')).toBeInTheDocument();
    unmount();
    tile({ upToDiscount: {} }, 'de_DE');
    expect(screen.queryByText(/up to/)).toBeNull();
  });

  it('says "up to" the percent the product data gives, written as the storefront writes percentages', () => {
    tile({ upToDiscount: { percent: 30 } }, 'de_DE');
    // German: 30 % (a no-break space before the sign, Intl's percent format).
    expect(screen.getByText(/^up to 30\s% off$/)).toBeInTheDocument();
  });

  it('shows none of these labels on a plain price', () => {
    tile({});
    expect(screen.queryByText(/from|per|RRP|cheaper|up to/)).toBeNull();
  });
});

describe("ProductTile's common texts (issue 9: price labels and fixed texts once per language, not per tile)", () => {
  /** How many texts i18next translated while `count` tiles rendered (a fresh instance each time). */
  function translationsFor(count: number): number {
    const instance = createTestI18n();
    // i18next's translator (not in its public type): every text asked for goes through translate().
    const translate = jest.spyOn((instance as unknown as { translator: { translate: (key: string) => string } }).translator, 'translate');
    const items = Array.from({ length: count }, (_, i) =>
      displayItem({}, { productId: `p${i}`, price: { price: 40, oldPrice: 50 }, stockAvailability: { availabilityIndicator: 3 } }),
    );
    const view = render(
      <I18nextProvider i18n={instance}>
        {items.map((item, i) => (
          <ProductTile key={i} item={item} locale="de_DE" position={i + 1} />
        ))}
      </I18nextProvider>,
    );
    const calls = translate.mock.calls.length;
    view.unmount();
    return calls;
  }

  it('ten more tiles ask i18next for no text: labels, availability, channel, rating and article number are translated once', () => {
    // i18next's translate costs ~0.5 ms per text at 4x CPU: two per tile were ~45 ms of a 48-tile render.
    expect(translationsFor(20) - translationsFor(10)).toBe(0);
    expect(translationsFor(1)).toBeGreaterThan(0);
  });

  it("a tile's rating and article number read as i18next would translate them with the tile's values, in any word order", () => {
    const instance = createTestI18n();
    // A word order with the value first and twice, so the value goes wherever the language puts it.
    instance.addResourceBundle('en-GB', 'uiKit', { tile: { articleNumber: '{{number}} (No. {{number}})', rating: '{{rating}}/5 stars' } }, true, true);
    const items = [
      displayItem({}, { productId: 'p1', erpNumber: '1130507', ratings: { average: 4.5, count: 12 } }),
      displayItem({}, { productId: 'p2', erpNumber: '2040', ratings: { average: 3, count: 2 } }),
    ];
    render(
      <I18nextProvider i18n={instance}>
        {items.map((item, i) => (
          <ProductTile key={i} item={item} locale="en_GB" position={i + 1} />
        ))}
      </I18nextProvider>,
    );
    const tiles = screen.getAllByTestId('product-tile');
    expect(tiles.map((tile) => tile.querySelector('.sk-tile__number')?.textContent)).toEqual(['1130507 (No. 1130507)', '2040 (No. 2040)']);
    expect(tiles.map((tile) => within(tile).getByRole('img').getAttribute('aria-label'))).toEqual(['4.5/5 stars', '3/5 stars']);
  });

  it('texts that arrive later are shown by the tiles rendered after them', () => {
    const instance = createTestI18n();
    const item = displayItem({}, { stockAvailability: { availabilityIndicator: 3 } });
    const first = render(
      <I18nextProvider i18n={instance}>
        <ProductTile item={item} locale="de_DE" position={1} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Available', { selector: '.sk-availability' })).toBeInTheDocument();
    first.unmount();
    instance.addResourceBundle('en-GB', 'uiKit', { availability: { available: 'In stock now' } }, true, true);
    render(
      <I18nextProvider i18n={instance}>
        <ProductTile item={item} locale="de_DE" position={1} />
      </I18nextProvider>,
    );
    expect(screen.getByText('In stock now', { selector: '.sk-availability' })).toBeInTheDocument();
  });
});
