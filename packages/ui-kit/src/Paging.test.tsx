/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { fireEvent, screen, within } from '@testing-library/react';

import { LoadMore, Pagination, ResultCount } from './index';
import { renderWithI18n } from './test/renderWithI18n';

const hrefFor = (page: number) => `/q/search?q=shoe&offset=${(page - 1) * 48}`;

describe('Pagination', () => {
  it('links every shown page through hrefFor and marks the current one', () => {
    renderWithI18n(<Pagination page={5} pageCount={10} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveAttribute('data-testid', 'pagination');
    const current = within(nav).getByRole('link', { name: 'Page 5' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/q/search?q=shoe&offset=192');
    expect(within(nav).getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', hrefFor(4));
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', hrefFor(6));
  });

  it('shows first, last and neighbours of the current page with ellipses between', () => {
    renderWithI18n(<Pagination page={5} pageCount={10} hrefFor={hrefFor} />);
    // Ellipses are aria-hidden, so read the list items from the DOM.
    const pages = screen.getByRole('list');
    expect([...pages.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '1',
      '…',
      '4',
      '5',
      '6',
      '…',
      '10',
    ]);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = renderWithI18n(<Pagination page={1} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();
    rerender(<Pagination page={3} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it("writes page numbers as the page's language writes numbers, as the result count beside it", () => {
    renderWithI18n(<Pagination page={1200} pageCount={2084} hrefFor={hrefFor} />);
    expect(screen.getByText('Page 1,200 of 2,084')).toBeInTheDocument();
    const last = screen.getByRole('link', { name: 'Page 2,084' });
    expect(last).toHaveTextContent('2,084');
    expect(last).toHaveAttribute('href', hrefFor(2084));
    expect(screen.getByRole('link', { name: 'Page 1,200' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing for a single page', () => {
    renderWithI18n(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('hands plain clicks to onNavigate with the page address', () => {
    const onNavigate = jest.fn();
    renderWithI18n(<Pagination page={1} pageCount={3} hrefFor={hrefFor} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(onNavigate).toHaveBeenCalledWith(hrefFor(2));
  });
});

describe('LoadMore', () => {
  it('shows the progress and loads more on click', () => {
    const onLoadMore = jest.fn();
    renderWithI18n(<LoadMore shown={48} total={120} loading={false} onLoadMore={onLoadMore} />);
    expect(screen.getByText('You have seen 48 of 120 products')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'You have seen 48 of 120 products' })).toHaveAttribute('value', '48');
    fireEvent.click(screen.getByTestId('load-more'));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('says the total with the plural form its number takes (one product, 21 products)', () => {
    const { rerender } = renderWithI18n(<LoadMore shown={0} total={1} loading={false} onLoadMore={jest.fn()} />);
    expect(screen.getByText('You have seen 0 of 1 product')).toBeInTheDocument();
    rerender(<LoadMore shown={12} total={1021} loading={false} onLoadMore={jest.fn()} />);
    expect(screen.getByText('You have seen 12 of 1,021 products')).toBeInTheDocument();
  });

    it('is disabled and busy while loading, keeping focus and ignoring clicks', () => {
    const onLoadMore = jest.fn();
    renderWithI18n(<LoadMore shown={48} total={120} loading onLoadMore={onLoadMore} />);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    button.focus();
    fireEvent.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it.each([
    [120, 120],
    [121, 120],
  ])('is hidden once everything is shown (shown %i of %i)', (shown, total) => {
    renderWithI18n(<LoadMore shown={shown} total={total} loading={false} onLoadMore={jest.fn()} />);
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('ResultCount', () => {
  it.each([
    [0, '0 products'],
    [1, '1 product'],
    [48, '48 products'],
  ])('says %i as "%s"; not a live region of its own (the listing announces once), but a focus target', (count, text) => {
    renderWithI18n(<ResultCount count={count} />);
    const result = screen.getByTestId('result-count');
    expect(result).toHaveTextContent(text);
    expect(result).not.toHaveAttribute('aria-live');
    expect(result).toHaveAttribute('tabindex', '-1');
  });
});
