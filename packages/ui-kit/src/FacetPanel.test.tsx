/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import type { Facet } from '@shop/api-client';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';

import { FacetPanel, type FacetPanelProps } from './index';
import { isPriceRange } from './RangeFacetForm';
import { rangeFacet, ratingFacet, rendering, textFacet, textValue } from './test/fixtures';
import { createTestI18n, renderWithI18n } from './test/renderWithI18n';
import { uiKitCss } from './styles';

const brands = ['Alpen', 'Birke', 'Cedar', 'Dune', 'Eiger', 'Fjord', 'Glen', 'Heath'];

/** A panel's props with every handler a mock. */
function panelProps(facets: Facet[], overrides: Partial<FacetPanelProps> = {}): FacetPanelProps {
  return {
    facets,
    locale: 'de_DE',
    hasSelections: false,
    onToggleValue: jest.fn(),
    onRangeChange: jest.fn(),
    onResetFacet: jest.fn(),
    onResetAll: jest.fn(),
    ...overrides,
  };
}

function setup(facets: Facet[], overrides: Partial<FacetPanelProps> = {}) {
  const props = panelProps(facets, overrides);
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
    expect(props.onToggleValue).toHaveBeenCalledWith(facet, facet.values[1], true);
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
    expect(props.onToggleValue).toHaveBeenCalledWith(facet, facet.values[1], true);
  });
});

describe('FacetPanel: keyboard focus (issue 12)', () => {
  it('"Show more" moves focus to the first value it revealed', () => {
    setup([textFacet(brands.map((brand) => textValue(brand)))]);
    const before = screen.getAllByRole('checkbox').length;
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('checkbox')[before]).toHaveFocus();
  });

  it('"Show more" focuses the first value it revealed when selected values are listed below the others too', () => {
    const values = brands.map((label) => textValue(label, { selected: label === 'Glen' }));
    setup([textFacet(values, { rendering: rendering({ selectedPosition: 'BELOW' }) })]);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('checkbox', { name: 'Fjord 10' })).toHaveFocus();
  });

  it('keeps the same checkbox element when its value becomes selected (its url changes), so focus stays on it', () => {
    const values = brands.slice(0, 3).map((brand) => textValue(brand));
    const props = panelProps([textFacet(values)], { locale: 'en_GB' });
    const { rerender } = renderWithI18n(<FacetPanel {...props} />);
    const box = screen.getByRole('checkbox', { name: /Birke/ });
    box.focus();
    const selected = values.map((v) => (v.label === 'Birke' ? { ...v, selected: true, url: '/q/search' } : v));
    rerender(<FacetPanel {...props} facets={[textFacet(selected)]} />);
    expect(screen.getByRole('checkbox', { name: /Birke/ })).toBe(box);
    expect(box).toHaveFocus();
  });
});

describe('FacetPanel: a tick shows at once, before its result (the box says what the shopper did)', () => {
  const values = brands.slice(0, 3).map((brand) => textValue(brand));
  const props = (overrides: Partial<FacetPanelProps> = {}) => panelProps([textFacet(values)], { locale: 'en_GB', ...overrides });
  it('is checked right after the click, while the result is on its way, and then shows the result', () => {
    const first = props();
    const { rerender } = renderWithI18n(<FacetPanel {...first} />);
    const box = () => screen.getByRole('checkbox', { name: /Birke/ });
    fireEvent.click(box());
    expect(box()).toBeChecked();
    // The page asks for the new result: the shown facets are still the ones before.
    rerender(<FacetPanel {...first} updating />);
    expect(box()).toBeChecked();
    // An answer in between (facets of another result) while the last one is still on its way: still the tick.
    rerender(<FacetPanel {...first} facets={[textFacet(values.map((v) => ({ ...v })))]} updating />);
    expect(box()).toBeChecked();
    // The answer is there and says otherwise (the API did not take the value): the box says so.
    rerender(<FacetPanel {...first} facets={[textFacet(values.map((v) => ({ ...v })))]} />);
    expect(box()).not.toBeChecked();
    // Back to the result it was ticked on (a step back, from the cache): the tick is long answered.
    rerender(<FacetPanel {...first} />);
    expect(box()).not.toBeChecked();
  });
  it('a second click before the result takes the tick back: onToggleValue hears checked false', () => {
    const first = props({ updating: true });
    renderWithI18n(<FacetPanel {...first} />);
    const box = screen.getByRole('checkbox', { name: /Birke/ });
    fireEvent.click(box);
    expect(first.onToggleValue).toHaveBeenLastCalledWith(first.facets[0], values[1], true);
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    expect(first.onToggleValue).toHaveBeenLastCalledWith(first.facets[0], values[1], false);
  });
});

describe('FacetPanel: a reset unticks at once, ticks not answered yet included', () => {
  it('resetting a facet or all of them shows its boxes unticked before the answer', () => {
    const values = brands.slice(0, 3).map((brand) => textValue(brand, { selected: brand === 'Alpen' }));
    const props = panelProps([textFacet(values)], { locale: 'en_GB', hasSelections: true, updating: true });
    const { rerender } = renderWithI18n(<FacetPanel {...props} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Birke/ }));
    expect(screen.getByRole('checkbox', { name: /Birke/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Brand' }));
    expect(props.onResetFacet).toHaveBeenCalledWith(props.facets[0]);
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    // Reset all, after another tick.
    rerender(<FacetPanel {...props} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Glen|Fjord|Alpen/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset all filters' }));
    expect(props.onResetAll).toHaveBeenCalled();
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
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

  it('both fields emptied on a selected range and applied: the price filter is taken off, not set to the whole range', () => {
    const facet = rangeFacet({ selectedMin: { value: 20, url: '', link: { type: 'search' } }, selectedMax: { value: 100, url: '', link: { type: 'search' } } });
    const props = setup([facet], { selectedCodes: ['price'] });
    fireEvent.change(minField(), { target: { value: '' } });
    fireEvent.change(maxField(), { target: { value: ' ' } });
    apply();
    expect(props.onResetFacet).toHaveBeenCalledWith(facet);
    expect(props.onRangeChange).not.toHaveBeenCalled();
  });

  it('uses the currency of the locale in the labels', () => {
    setup([rangeFacet()], { locale: 'pl_PL' });
    expect(screen.getByRole('textbox', { name: 'Minimum price (zł)' })).toBeInTheDocument();
  });

  it('SPEC §3 a range of another measure (its unit no currency) is named after its facet and given in its unit, not as a price', () => {
    const width = rangeFacet({ code: 'width', label: 'Width', unit: 'cm', globalMin: 40, globalMax: 220, rendering: rendering({ style: 'SLIDER' }) });
    const props = setup([width], { locale: 'de_DE' });
    const min = screen.getByRole('textbox', { name: 'Minimum Width (cm)' });
    expect(screen.getByRole('textbox', { name: 'Maximum Width (cm)' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Minimum Width (cm)' })).toHaveAttribute('aria-valuetext', '40 cm');
    expect(screen.getByText('40 cm – 220 cm')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).toBeNull();
    fireEvent.change(min, { target: { value: '300' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Maximum Width (cm)' }), { target: { value: '100' } });
    apply();
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum must not be higher than the maximum.');
    expect(props.onRangeChange).not.toHaveBeenCalled();
  });

  it('SPEC §3 tells a price range by its unit, a currency code or sign, or by the price code; three capitals that are no currency are a measure', () => {
    expect(isPriceRange({ code: 'price', unit: '' })).toBe(true);
    expect(isPriceRange({ code: 'preis', unit: 'CHF' })).toBe(true);
    expect(isPriceRange({ code: 'preis', unit: '€' })).toBe(true);
    expect(isPriceRange({ code: 'spin', unit: 'RPM' })).toBe(false);
    expect(isPriceRange({ code: 'width', unit: 'cm' })).toBe(false);
  });

  it('applies a valid range, accepting a decimal comma', () => {
    const facet = rangeFacet();
    const props = setup([facet]);
    fireEvent.change(minField(), { target: { value: '19,90' } });
    fireEvent.change(maxField(), { target: { value: '120' } });
    apply();
    expect(props.onRangeChange).toHaveBeenCalledWith(facet, 19.9, 120);
  });

  it('shows the range as applied, also when it is the one already selected (the address then does not change)', () => {
    const facet = rangeFacet({ selectedMin: { value: 20, url: '', link: { type: 'search' } }, selectedMax: { value: 100, url: '', link: { type: 'search' } } });
    const props = setup([facet], { selectedCodes: ['price'] });
    fireEvent.change(maxField(), { target: { value: '100,00' } });
    apply();
    expect(props.onRangeChange).toHaveBeenCalledWith(facet, 20, 100);
    expect(maxField()).toHaveValue('100');
    // An open side is its bound, and an amount past a bound is that bound: the fields say so.
    fireEvent.change(minField(), { target: { value: '' } });
    fireEvent.change(maxField(), { target: { value: '1.000' } });
    apply();
    expect(props.onRangeChange).toHaveBeenLastCalledWith(facet, 5, 500);
    expect([minField(), maxField()].map((field) => (field as HTMLInputElement).value)).toEqual(['5', '500']);
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

describe('FacetPanel: SLIDER range facets (SPEC §3 facet rendering style)', () => {
  const thumb = (name: string) => screen.getByRole('slider', { name });
  const minField = () => screen.getByRole('textbox', { name: 'Minimum price (€)' });
  const maxField = () => screen.getByRole('textbox', { name: 'Maximum price (€)' });

  it('renders a SLIDER facet as a two-thumb range slider named like the price fields', () => {
    setup([rangeFacet()]);
    expect(thumb('Minimum price (€)')).toHaveValue('5');
    expect(thumb('Maximum price (€)')).toHaveValue('500');
    expect(thumb('Minimum price (€)')).toHaveAttribute('aria-valuetext', expect.stringContaining('5,00'));
  });

  it('renders a RANGE facet of another style as price fields only', () => {
    setup([rangeFacet({ rendering: rendering({ style: 'TEXT' }) })]);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(minField()).toBeInTheDocument();
  });

  it('moving a thumb fills its number field; typing in a field moves its thumb', () => {
    setup([rangeFacet()]);
    fireEvent.change(thumb('Minimum price (€)'), { target: { value: '40' } });
    expect(minField()).toHaveValue('40');
    fireEvent.change(maxField(), { target: { value: '120' } });
    expect(thumb('Maximum price (€)')).toHaveValue('120');
  });

  it('keeps the minimum thumb at or below the maximum thumb', () => {
    setup([rangeFacet()]);
    fireEvent.change(maxField(), { target: { value: '100' } });
    fireEvent.change(thumb('Minimum price (€)'), { target: { value: '300' } });
    expect(minField()).toHaveValue('100');
  });

  it('applies when a drag ends, not on every keyboard step; Enter on a thumb applies', () => {
    const props = setup([rangeFacet()]);
    const min = thumb('Minimum price (€)');
    // Keyboard: the native change event without a pointer drag does not apply.
    fireEvent.change(min, { target: { value: '30' } });
    min.dispatchEvent(new Event('change', { bubbles: true }));
    expect(props.onRangeChange).not.toHaveBeenCalled();
    fireEvent.keyDown(min, { key: 'Enter' });
    expect(props.onRangeChange).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'price' }), 30, 500);

    fireEvent.pointerDown(min);
    fireEvent.change(min, { target: { value: '60' } });
    min.dispatchEvent(new Event('change', { bubbles: true }));
    expect(props.onRangeChange).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'price' }), 60, 500);
  });
});

describe('FacetPanel: PREVIEW and TILES facets (SPEC §3 facet rendering style)', () => {
  const colours = () => [
    textValue('Red', { xPayload: { previewColor: '#c62828' } }),
    textValue('Oak', { xPayload: { previewImage: '/q/api/images/oak.svg' } }),
    textValue('Plain'),
    textValue('Bad', { xPayload: { previewColor: 'red;background:url(x)' } }),
  ];

  it('leads each PREVIEW value with its colour swatch or picture, hidden from assistive technology', () => {
    setup([textFacet(colours(), { code: 'colour', label: 'Colour', rendering: rendering({ style: 'PREVIEW' }) })]);
    const group = screen.getByRole('group', { name: 'Colour' });
    const label = (name: string) => within(group).getByRole('checkbox', { name: new RegExp(`^${name}`) }).closest('label');
    expect(label('Red')?.querySelector('[data-testid="facet-preview"]')).toHaveStyle({ backgroundColor: '#c62828' });
    expect(label('Oak')?.querySelector('img')).toHaveAttribute('src', '/q/api/images/oak.svg');
    expect(label('Oak')?.querySelector('img')).toHaveAttribute('alt', '');
    expect(label('Plain')?.querySelector('[data-testid="facet-preview"]')).toBeNull();
    expect(label('Bad')?.querySelector('[data-testid="facet-preview"]')).toBeNull();
    expect(within(group).getByRole('checkbox', { name: 'Red 10' })).toBeInTheDocument();
  });

  it("a value's picture that does not come is taken away, not shown broken; the value stays", () => {
    setup([textFacet(colours(), { code: 'colour', label: 'Colour', rendering: rendering({ style: 'PREVIEW' }) })]);
    const group = screen.getByRole('group', { name: 'Colour' });
    const oak = () => within(group).getByRole('checkbox', { name: /^Oak/ }).closest('label');
    fireEvent.error(oak()!.querySelector('img')!);
    expect(oak()?.querySelector('img')).toBeNull();
    expect(within(group).getByRole('checkbox', { name: 'Oak 10' })).toBeInTheDocument();
    expect(within(group).getAllByTestId('facet-preview')).toHaveLength(1);
  });

  it('shows no swatch for a facet of another style even when its values carry previews', () => {
    setup([textFacet(colours(), { code: 'colour', label: 'Colour' })]);
    expect(screen.queryAllByTestId('facet-preview')).toHaveLength(0);
  });

  it('renders TILES values as tiles that stay checkboxes (toggle by click, keyboard focusable)', () => {
    const facet = textFacet(['S', 'M', 'L'].map((label) => textValue(label)), { code: 'size', label: 'Size', rendering: rendering({ style: 'TILES' }) });
    const props = setup([facet]);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group.querySelector('.sk-facet__values--tiles')).not.toBeNull();
    expect(group.querySelectorAll('.sk-check--tile')).toHaveLength(3);
    const medium = within(group).getByRole('checkbox', { name: 'M 10' });
    medium.focus();
    expect(medium).toHaveFocus();
    fireEvent.click(medium);
    expect(props.onToggleValue).toHaveBeenCalledWith(facet, facet.values[1], true);
  });

  it('renders a TOGGLE value as a switch (an on/off choice to see and to hear) that filters when turned on', () => {
    const facet = textFacet([textValue('Im Markt verfügbar')], { code: 'store', label: 'Verfügbarkeit', rendering: rendering({ style: 'TOGGLE' }) });
    const props = setup([facet]);
    const toggle = within(screen.getByRole('group', { name: 'Verfügbarkeit' })).getByRole('switch', { name: 'Im Markt verfügbar 10' });
    expect(toggle).not.toBeChecked();
    expect(toggle.closest('label')).toHaveClass('sk-check--switch');
    fireEvent.click(toggle);
    expect(props.onToggleValue).toHaveBeenCalledWith(facet, facet.values[0], true);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('renders a TEXT facet as a plain checkbox list', () => {
    setup([textFacet(['S', 'M'].map((label) => textValue(label)), { label: 'Size' })]);
    expect(document.querySelector('.sk-check--tile')).toBeNull();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(document.querySelector('.sk-facet__values--text')).not.toBeNull();
  });
});

describe('FacetPanel with the page\'s filter form: every value without JavaScript (SPEC §2 show more)', () => {
  const form = { id: 'f', valueParam: (value: { label: string }) => value.label, range: { action: '/q/search', fields: () => [] } };

  it('has the values behind "Show more" in the markup, hidden until it is pressed, and shown where scripting is off', () => {
    setup([textFacet(brands.map((label) => textValue(label)))], { form });
    const container = document.body;
    const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((box) => box.value)).toEqual(brands);
    const beyond = [...container.querySelectorAll('li.sk-facet__beyond')].map((li) => li.textContent);
    expect(beyond).toEqual(['Glen10', 'Heath10']);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(container.querySelectorAll('li.sk-facet__beyond')).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'Glen 10' })).toHaveFocus();
    expect(uiKitCss).toMatch(/(^|\n)\.sk-facet__beyond\{display:none\}/);
    expect(uiKitCss).toMatch(/@media \(scripting:none\)\{[^\n]*\.sk-facet__beyond\{display:list-item\}/);
  });

  it("offers no collapse in the server's markup (all a browser without JavaScript has): the heading is the label, not a button that does nothing; the button comes once hydrated", async () => {
    const i18n = createTestI18n();
    const props: FacetPanelProps = { facets: [textFacet([textValue('Alpen')])], locale: 'de_DE', hasSelections: false, form, onToggleValue: jest.fn(), onRangeChange: jest.fn(), onResetFacet: jest.fn(), onResetAll: jest.fn() };
    const tree = (
      <I18nextProvider i18n={i18n}>
        <FacetPanel {...props} />
      </I18nextProvider>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(tree);
    document.body.append(root);
    const group = within(root).getByRole('group', { name: 'Brand' });
    expect(within(group).getByRole('heading', { name: 'Brand' })).toBeInTheDocument();
    expect(within(group).queryAllByRole('button')).toHaveLength(0);
    expect(group.querySelector('.sk-facet__chevron')).toBeNull();
    // Marked for the host's capture of taps made before the page is live: replayed on the button to come.
    expect(group.querySelector('.sk-facet__label')).toHaveAttribute('data-button-later', '');
    await act(async () => {
      hydrateRoot(root, tree);
    });
    const toggle = within(group).getByRole('button', { name: 'Brand' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    root.remove();
  });

  it('lists nothing hidden when every value fits', () => {
    setup([textFacet(brands.slice(0, 6).map((label) => textValue(label)))], { form });
    expect(document.body.querySelectorAll('li.sk-facet__beyond')).toHaveLength(0);
  });
});

describe("FacetPanel: a value's children, a category's subcategories (SPEC §3 text facet value: value, children)", () => {
  const categoryFacet = (children: ReturnType<typeof textValue>[], parentSelected: boolean) =>
    textFacet(
      [
        textValue('Lampen', { value: 'c1', count: 40, selected: parentSelected, children }),
        ...brands.map((label) => textValue(label, { count: 5 })),
      ],
      { code: 'category', label: 'Category', topvalues: [] },
    );
  const subcategories = (selected: string | null) => ['Deckenlampen', 'Stehlampen'].map((label, i) => textValue(label, { value: `c10${i + 1}`, count: 20 - i, selected: label === selected }));

  it('lists the children under their value, each a box of the facet that ticks its own value', () => {
    const children = subcategories(null);
    const facet = categoryFacet(children, true);
    const props = setup([facet]);
    const parent = screen.getByRole('checkbox', { name: 'Lampen 40' });
    const nested = parent.closest('li')!.querySelector('ul')!;
    expect(within(nested).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Deckenlampen20', 'Stehlampen19']);
    fireEvent.click(within(nested).getByRole('checkbox', { name: 'Stehlampen 19' }));
    expect(props.onToggleValue).toHaveBeenCalledWith(facet, children[1], true);
    expect(uiKitCss).toMatch(/\.sk-facet__children\{[^}]*padding:0 0 0 30px/);
  });

  it('a ticked child keeps its parent among the values shown before "Show more", and the facet offers its reset', () => {
    // Selected values go last (BELOW); the parent is ninth of nine: hidden when collapsed, were it not for its child.
    const facet = categoryFacet(subcategories('Deckenlampen'), false);
    setup([{ ...facet, values: [...facet.values.slice(1), facet.values[0]!] }]);
    expect(screen.getByRole('checkbox', { name: 'Deckenlampen 20' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lampen 40' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Reset Category' })).toBeInTheDocument();
  });

  it('a reset unticks the children at once', () => {
    const facet = categoryFacet(subcategories('Deckenlampen'), true);
    const props = setup([facet], { hasSelections: true, updating: true });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Category' }));
    expect(props.onResetFacet).toHaveBeenCalledWith(facet);
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it("with the page's filter form, a child's box is a field of the form like its parent's", () => {
    const form = { id: 'f', valueParam: (value: { value?: unknown }) => String(value.value), range: { action: '/q/search', fields: () => [] } };
    setup([categoryFacet(subcategories('Deckenlampen'), true)], { form });
    const child = screen.getByRole('checkbox', { name: 'Deckenlampen 20' });
    expect(child).toHaveAttribute('name', 'category');
    expect(child).toHaveAttribute('value', 'c101');
    expect(child).toHaveAttribute('form', 'f');
  });

  it("a search in a searchable facet finds a value by a child's label, shown with its children", () => {
    const facet = categoryFacet(subcategories(null), true);
    setup([{ ...facet, rendering: rendering({ searchable: true }) }]);
    fireEvent.change(screen.getByRole('searchbox', { name: /Category/ }), { target: { value: 'steh' } });
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.querySelector('.sk-check__label')?.textContent)).toEqual(['Lampen', 'Deckenlampen', 'Stehlampen']);
  });
});
