/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import type { Selection, Sort } from '@shop/api-client';
import { fireEvent, screen, within } from '@testing-library/react';

import { Breadcrumbs, LiveRegion, ResultCount, SelectedFilters, SkeletonGrid, Slider, SortSelect, StatusMessage } from './index';
import { fixtureLink } from './test/fixtures';
import { renderWithI18n } from './test/renderWithI18n';

describe('SelectedFilters', () => {
  const selections: Selection[] = [
    { code: 'brand', value: 'Nordwind', label: 'Nordwind', url: '/q/search?q=shoe', link: fixtureLink },
    { code: 'price', value: '10-50', label: '10 € – 50 €', url: '/q/search?q=shoe&brand=Nordwind', link: fixtureLink },
  ];

  it('removes one filter per chip', () => {
    const onRemove = jest.fn();
    renderWithI18n(<SelectedFilters selections={selections} onRemove={onRemove} onResetAll={jest.fn()} />);
    expect(within(screen.getByRole('list', { name: 'Selected filters' })).getAllByRole('button')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter 10 € – 50 €' }));
    expect(onRemove).toHaveBeenCalledWith(selections[1]);
  });

  it('resets all filters', () => {
    const onResetAll = jest.fn();
    renderWithI18n(<SelectedFilters selections={selections} onRemove={jest.fn()} onResetAll={onResetAll} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset all filters' }));
    expect(onResetAll).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without selections', () => {
    const { container } = renderWithI18n(<SelectedFilters selections={[]} onRemove={jest.fn()} onResetAll={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('SortSelect', () => {
  const sorts: Sort[] = [
    { code: 'relevance', label: 'Relevance', url: '/q/search', link: fixtureLink },
    { code: 'price-asc', label: 'Price: low to high', url: '/q/search?sort=price-asc', link: fixtureLink },
  ];

  it('is a select labelled "Sort by" that reports the chosen code', () => {
    const onChange = jest.fn();
    renderWithI18n(<SortSelect sorts={sorts} value="relevance" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('relevance');
    fireEvent.change(select, { target: { value: 'price-asc' } });
    expect(onChange).toHaveBeenCalledWith('price-asc');
  });

  it('does not sort on every arrow key: the keyboard choice is applied on Enter, once (issue 12)', () => {
    const onChange = jest.fn();
    renderWithI18n(<SortSelect sorts={sorts} value="relevance" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'price-asc' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(select).toHaveValue('price-asc');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('price-asc');
  });

  it('applies a keyboard choice when focus leaves the select', () => {
    const onChange = jest.fn();
    renderWithI18n(<SortSelect sorts={sorts} value="relevance" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'price-asc' } });
    fireEvent.blur(select);
    expect(onChange).toHaveBeenCalledWith('price-asc');
  });
});

describe('Breadcrumbs', () => {
  it('is a labelled navigation with an ordered trail, the last item being the current page', () => {
    const onNavigate = jest.fn();
    renderWithI18n(
      <Breadcrumbs
        items={[{ label: 'Home', href: '/' }, { label: 'Shoes', href: '/h/shoes/c12' }, { label: 'Trail shoes' }]}
        onNavigate={onNavigate}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByText('Trail shoes')).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(nav).getByRole('link', { name: 'Shoes' }));
    expect(onNavigate).toHaveBeenCalledWith('/h/shoes/c12');
  });

  it('carries the trail as a schema.org BreadcrumbList for search engines: name, position and, but for the current page, its address', () => {
    const { container } = renderWithI18n(<Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Shoes', href: '/h/shoes/c12' }, { label: 'Trail shoes' }]} />);
    const list = container.querySelector('[itemscope][itemtype="https://schema.org/BreadcrumbList"]');
    expect(list).not.toBeNull();
    // Read as a microdata parser reads it: each list element's own properties.
    const trail = Array.from(list!.querySelectorAll(':scope > [itemprop="itemListElement"]')).map((element) => {
      expect(element).toHaveAttribute('itemtype', 'https://schema.org/ListItem');
      expect(element).toHaveAttribute('itemscope');
      return {
        name: element.querySelector('[itemprop="name"]')?.textContent,
        position: element.querySelector('meta[itemprop="position"]')?.getAttribute('content'),
        item: element.querySelector('a[itemprop="item"]')?.getAttribute('href') ?? null,
      };
    });
    expect(trail).toEqual([
      { name: 'Home', position: '1', item: '/' },
      { name: 'Shoes', position: '2', item: '/h/shoes/c12' },
      { name: 'Trail shoes', position: '3', item: null },
    ]);
  });

  it('shows an unsafe address as text, not as a link', () => {
    renderWithI18n(<Breadcrumbs items={[{ label: 'Evil', href: 'javascript:alert(1)' }, { label: 'Here' }]} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Evil')).toBeInTheDocument();
  });
});

describe('Slider', () => {
  it('offers scroll buttons and one dot per slide, the first marked current (uiKit:slider.*)', () => {
    renderWithI18n(
      <Slider title="Bestsellers">
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </Slider>,
    );
    const slider = screen.getByRole('region', { name: 'Bestsellers' });
    expect(within(slider).getByRole('button', { name: 'Scroll left' })).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Scroll right' })).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Current slide 1 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(within(slider).getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
    expect(within(slider).getByRole('region', { name: 'Bestsellers Product carousel' })).toHaveAttribute('tabindex', '0');
    expect(within(slider).getAllByRole('listitem')).toHaveLength(3);
  });

  it("names each row's scrolling track by the row's title: rows on one page are landmarks told apart (axe landmark-unique)", () => {
    renderWithI18n(
      <>
        <Slider title="Bestsellers">
          <p>One</p>
        </Slider>
        <Slider title="Last seen">
          <p>Two</p>
        </Slider>
      </>,
    );
    const names = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)!.textContent).join(' '));
    expect(names).toEqual(['Bestsellers', 'Bestsellers Product carousel', 'Last seen', 'Last seen Product carousel']);
    expect(new Set(names).size).toBe(names.length);
  });

  it('scrolls the row to a slide when its dot is pressed', () => {
    renderWithI18n(
      <Slider title="Bestsellers">
        <p>One</p>
        <p>Two</p>
      </Slider>,
    );
    const track = screen.getByRole('region', { name: 'Bestsellers Product carousel' });
    const scrollTo = jest.fn();
    track.scrollTo = scrollTo;
    const second = screen.getAllByRole('listitem')[1] as HTMLElement;
    Object.defineProperty(second, 'offsetLeft', { value: 180 });
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(scrollTo).toHaveBeenCalledWith({ left: 180 });
  });
});

describe('StatusMessage', () => {
  it('announces errors as an alert and information as a status', () => {
    const { rerender } = renderWithI18n(
      <StatusMessage tone="error" title="Oops! Something went wrong!" action={<button type="button">Try again</button>}>
        <p>Please go back</p>
      </StatusMessage>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Oops! Something went wrong!' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    rerender(<StatusMessage tone="info" title="No results" />);
    expect(screen.getByRole('status')).toHaveTextContent('No results');
  });
});

describe('LiveRegion', () => {
  it('is a visually hidden polite region holding the message (SPEC §4 loading messages)', () => {
    renderWithI18n(<LiveRegion message="Products are loading" />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveClass('sk-visually-hidden');
    expect(region).toHaveTextContent('Products are loading');
  });

  it('announces the same words again for a new result (a new announceKey), and not for a re-render', () => {
    const { rerender } = renderWithI18n(<LiveRegion message="12 products" announceKey="?q=a" />);
    const text = () => screen.getByRole('status').textContent;
    const first = text();
    rerender(<LiveRegion message="12 products" announceKey="?q=a" />);
    expect(text()).toBe(first);
    rerender(<LiveRegion message="12 products" announceKey="?q=a&sort=price-asc" />);
    expect(text()).not.toBe(first);
    expect(text()?.trim()).toBe('12 products');
  });
});

describe('SkeletonGrid', () => {
  it('renders the requested number of placeholder cards, hidden from assistive technology', () => {
    renderWithI18n(<SkeletonGrid count={4} />);
    const grid = screen.getByTestId('skeleton-grid');
    expect(grid).toHaveAttribute('aria-hidden', 'true');
    expect(grid.querySelectorAll('.sk-skeleton-tile')).toHaveLength(4);
  });
});

describe('counts in the shopper’s number format', () => {
  it('groups thousands in the result count, keeping the plural form', () => {
    const { i18n } = renderWithI18n(<ResultCount count={52000} />);
    expect(i18n.language).toBe('en-GB');
    expect(screen.getByTestId('result-count')).toHaveTextContent('52,000 products');
  });
});
