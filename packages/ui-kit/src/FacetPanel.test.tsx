/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import type { Facet } from '@shop/api-client';
import { fireEvent, screen, within } from '@testing-library/react';

import { FacetPanel, type FacetPanelProps } from './index';
import { rangeFacet, ratingFacet, rendering, textFacet, textValue } from './test/fixtures';
import { renderWithI18n } from './test/renderWithI18n';

const brands = ['Alpen', 'Birke', 'Cedar', 'Dune', 'Eiger', 'Fjord', 'Glen', 'Heath'];

function setup(facets: Facet[], overrides: Partial<FacetPanelProps> = {}) {
  const props: FacetPanelProps = {
    facets,
    locale: 'de_DE',
    hasSelections: false,
    onToggleValue: jest.fn(),
    onRangeChange: jest.fn(),
    onResetFacet: jest.fn(),
    onResetAll: jest.fn(),
    ...overrides,
  };
  renderWithI18n(<FacetPanel {...props} />);
  return props;
}

const checkboxNames = (facetName: string) =>
  within(screen.getByRole('group', { name: facetName }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.querySelector('.sk-check__label')?.textContent);

describe('FacetPanel: text facets', () => {
  it('calls onToggleValue with the facet and the toggled value', () => {
    const facet = textFacet(brands.slice(0, 3).map((label) => textValue(label)));
    const props = setup([facet]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Birke 10' }));
    expect(props.onToggleValue).toHaveBeenCalledWith(facet, facet.values[1]);
  });

  it('renders one facet section per facet with its label', () => {
    setup([textFacet([textValue('Alpen')]), rangeFacet()]);
    expect(screen.getAllByTestId('facet')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Brand' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Price' })).toBeInTheDocument();
  });

  it('shows 6 values, then all with "Show more" and 6 again with "Show fewer" (SPEC §2)', () => {
    setup([textFacet(brands.map((label) => textValue(label)))]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
  });

  it('offers no "Show more" for 6 values or fewer', () => {
    setup([textFacet(brands.slice(0, 6).map((label) => textValue(label)))]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it.each([
    ['ABOVE', ['Glen', 'Alpen', 'Birke', 'Cedar', 'Dune', 'Eiger']],
    ['BELOW', ['Alpen', 'Birke', 'Cedar', 'Dune', 'Eiger', 'Glen']],
  ] as const)('lists selected values %s the others and never hides them behind "Show more"', (position, expected) => {
    const values = brands.map((label) => textValue(label, { selected: label === 'Glen' }));
    setup([textFacet(values, { rendering: rendering({ selectedPosition: position }) })]);
    expect(checkboxNames('Brand')).toEqual(expected);
    expect(screen.getByRole('checkbox', { name: 'Glen 10' })).toBeChecked();
  });

  it('filters the values by a search input when the facet is searchable', () => {
    setup([textFacet(brands.map((label) => textValue(label)), { rendering: rendering({ searchable: true }) })]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search in Brand' }), { target: { value: 'EI' } });
    expect(checkboxNames('Brand')).toEqual(['Eiger']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('has no search input when the facet is not searchable', () => {
    setup([textFacet(brands.map((label) => textValue(label)))]);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('offers "Reset Brand" when a value is selected, and calls onResetFacet with the facet', () => {
    const facet = textFacet([textValue('Alpen', { selected: true }), textValue('Birke')]);
    const props = setup([facet]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Brand' }));
    expect(props.onResetFacet).toHaveBeenCalledWith(facet);
  });

  it('offers no "Reset Brand" while nothing is selected', () => {
    setup([textFacet([textValue('Alpen'), textValue('Birke')])]);
    expect(screen.queryByRole('button', { name: 'Reset Brand' })).toBeNull();
  });

  it('shows "Reset all filters" only with selections', () => {
    const props = setup([textFacet([textValue('Alpen')])], { hasSelections: true });
    fireEvent.click(screen.getByRole('button', { name: 'Reset all filters' }));
    expect(props.onResetAll).toHaveBeenCalledTimes(1);
  });

  it('hides "Reset all filters" without selections', () => {
    setup([textFacet([textValue('Alpen')])]);
    expect(screen.queryByRole('button', { name: 'Reset all filters' })).toBeNull();
  });

  it('collapses and expands a collapsible facet with an aria-expanded button', () => {
    setup([textFacet([textValue('Alpen')])]);
    const toggle = screen.getByRole('button', { name: 'Brand' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('checkbox', { name: 'Alpen 10' })).toBeVisible();
  });

  it('has no collapse button when rendering.collapsible is false', () => {
    setup([textFacet([textValue('Alpen')], { rendering: rendering({ collapsible: false }) })]);
    expect(screen.queryByRole('button', { name: 'Brand' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Brand' })).toBeVisible();
  });

  it('hides the label visually but keeps the section named when rendering.renderLabel is false', () => {
    setup([textFacet([textValue('Alpen')], { rendering: rendering({ renderLabel: false }) })]);
    expect(screen.getByRole('heading', { name: 'Brand' })).toHaveClass('sk-visually-hidden');
    expect(screen.getByRole('group', { name: 'Brand' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Brand' })).toBeNull();
  });

  it('shows a RATINGS facet as stars with the value in words, the stars hidden from screen readers (issue 12)', () => {
    const facet = ratingFacet();
    const props = setup([facet]);
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(within(group).queryAllByRole('img')).toEqual([]);
    expect(group.querySelectorAll('.sk-stars[aria-hidden="true"]')).toHaveLength(facet.values.length);
    fireEvent.click(screen.getByRole('checkbox', { name: '3 9' }));
    expect(props.onToggleValue).toHaveBeenCalledWith(facet, facet.values[1]);
  });
});

describe('FacetPanel: keyboard focus (issue 12)', () => {
  it('"Show more" moves focus to the first value it revealed', () => {
    setup([textFacet(brands.map((brand) => textValue(brand)))]);
    const before = screen.getAllByRole('checkbox').length;
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('checkbox')[before]).toHaveFocus();
  });

  it('keeps the same checkbox element when its value becomes selected (its url changes), so focus stays on it', () => {
    const values = brands.slice(0, 3).map((brand) => textValue(brand));
    const props: FacetPanelProps = {
      facets: [textFacet(values)],
      locale: 'en_GB',
      hasSelections: false,
      onToggleValue: jest.fn(),
      onRangeChange: jest.fn(),
      onResetFacet: jest.fn(),
      onResetAll: jest.fn(),
    };
    const { rerender } = renderWithI18n(<FacetPanel {...props} />);
    const box = screen.getByRole('checkbox', { name: /Birke/ });
    box.focus();
    const selected = values.map((v) => (v.label === 'Birke' ? { ...v, selected: true, url: '/q/search' } : v));
    rerender(<FacetPanel {...props} facets={[textFacet(selected)]} />);
    expect(screen.getByRole('checkbox', { name: /Birke/ })).toBe(box);
    expect(box).toHaveFocus();
  });
});

describe('FacetPanel: range facets', () => {
  const minField = () => screen.getByRole('textbox', { name: 'Minimum price (€)' });
  const maxField = () => screen.getByRole('textbox', { name: 'Maximum price (€)' });
  const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

  it('labels min and max with the currency and prefills them with the selected range', () => {
    setup([rangeFacet({ selectedMin: { value: 20, url: '', link: { type: 'search' } } })], { selectedCodes: ['price'] });
    expect(minField()).toHaveValue('20');
    expect(maxField()).toHaveValue('500');
  });

  it('without a price filter: empty fields, no "Reset Price", and Apply adds no filter', () => {
    // An unfiltered result still reports selectedMin/selectedMax (its own price span), narrower than the global one.
    const props = setup([
      rangeFacet({ selectedMin: { value: 20, url: '', link: { type: 'search' } }, selectedMax: { value: 90, url: '', link: { type: 'search' } } }),
    ]);
    expect(minField()).toHaveValue('');
    expect(maxField()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Reset Price' })).toBeNull();
    apply();
    expect(props.onRangeChange).not.toHaveBeenCalled();
  });

  it('uses the currency of the locale in the labels', () => {
    setup([rangeFacet()], { locale: 'pl_PL' });
    expect(screen.getByRole('textbox', { name: 'Minimum price (zł)' })).toBeInTheDocument();
  });

  it('applies a valid range, accepting a decimal comma', () => {
    const facet = rangeFacet();
    const props = setup([facet]);
    fireEvent.change(minField(), { target: { value: '19,90' } });
    fireEvent.change(maxField(), { target: { value: '120' } });
    apply();
    expect(props.onRangeChange).toHaveBeenCalledWith(facet, 19.9, 120);
  });

  it('blocks a minimum above the maximum with an inline message', () => {
    const props = setup([rangeFacet()]);
    fireEvent.change(minField(), { target: { value: '200' } });
    fireEvent.change(maxField(), { target: { value: '100' } });
    apply();
    expect(props.onRangeChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(/minimum price must not be higher/i);
    expect(minField()).toHaveAttribute('aria-invalid', 'true');
    expect(minField()).toHaveAccessibleDescription(/minimum price must not be higher/i);
    expect(minField()).toHaveFocus();
  });

  it('blocks text that is not a number', () => {
    const props = setup([rangeFacet()]);
    fireEvent.change(maxField(), { target: { value: 'ten' } });
    apply();
    expect(props.onRangeChange).not.toHaveBeenCalled();
    expect(maxField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a number.');
  });

  it('clears the message once a valid range is applied', () => {
    const props = setup([rangeFacet()]);
    fireEvent.change(maxField(), { target: { value: 'x' } });
    apply();
    fireEvent.change(maxField(), { target: { value: '80' } });
    apply();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(props.onRangeChange).toHaveBeenCalledWith(expect.objectContaining({ code: 'price' }), 5, 80);
  });

  it('keeps the form mounted when a new selection arrives: focus stays on Apply and the fields are refilled (issue 12)', () => {
    const facet = rangeFacet();
    const props: FacetPanelProps = {
      facets: [facet],
      locale: 'de_DE',
      hasSelections: false,
      selectedCodes: [],
      onToggleValue: jest.fn(),
      onRangeChange: jest.fn(),
      onResetFacet: jest.fn(),
      onResetAll: jest.fn(),
    };
    const { rerender } = renderWithI18n(<FacetPanel {...props} />);
    const button = screen.getByRole('button', { name: 'Apply' });
    button.focus();
    const narrowed = rangeFacet({ selectedMin: { value: 20, url: '', link: { type: 'search' } } });
    rerender(<FacetPanel {...props} facets={[narrowed]} selectedCodes={['price']} />);
    expect(screen.getByRole('button', { name: 'Apply' })).toBe(button);
    expect(button).toHaveFocus();
    expect(minField()).toHaveValue('20');
  });

  it('offers "Reset Price" when a price filter is selected', () => {
    const facet = rangeFacet({ selectedMax: { value: 100, url: '', link: { type: 'search' } } });
    const props = setup([facet], { selectedCodes: ['price'] });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Price' }));
    expect(props.onResetFacet).toHaveBeenCalledWith(facet);
  });
});
