/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import type { Sort } from '@shop/api-client';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { FacetPanel, FilterForm, FilterFormSubmit, SelectedFilters, SortSelect } from './index';
import { rangeFacet, textFacet, textValue } from './test/fixtures';
import { renderWithI18n } from './test/renderWithI18n';
import { uiKitCss } from './styles';

const handlers = { onToggleValue: jest.fn(), onRangeChange: jest.fn(), onResetFacet: jest.fn(), onResetAll: jest.fn() };
const sorts: Sort[] = [
  { code: 'relevance', label: 'Relevance', url: '/q/search', link: { type: 'search' } },
  { code: 'price-asc', label: 'Price ascending', url: '/q/search?sort=price-asc', link: { type: 'search', sort: 'price-asc' } },
];

function page() {
  renderWithI18n(
    <>
      <FilterForm id="f1" action="/q/search" fields={[['q', 'sofa'], ['price', '10-50']]} />
      <SortSelect sorts={sorts} value="relevance" onChange={jest.fn()} form="f1" />
      <FilterFormSubmit form="f1" />
      <FacetPanel
        facets={[textFacet([textValue('Alpen', { value: 'alpen-id' }), textValue('Birke', { selected: true })]), rangeFacet()]}
        locale="de_DE"
        hasSelections
        form={{
          id: 'f1',
          valueParam: (value) => (typeof value.value === 'string' ? value.value : value.label),
          range: { action: '/q/search', fields: (facet) => [['q', 'sofa'], ['brand', 'Birke'], ['sort', 'price-asc'], ['facet', facet.code]] },
        }}
        {...handlers}
      />
    </>,
  );
  return document.getElementById('f1') as HTMLFormElement;
}

/** What the browser sends: the form's entries in tree order (the fields that name it by its id included). */
const sent = (form: HTMLFormElement) => [...new FormData(form).entries()].map(([name, value]) => `${name}=${String(value)}`);

describe('the filter form: filters and sort without JavaScript (SPEC §2 filter values as repeated parameters)', () => {
  it('is a GET to the page with the carried parameters as hidden fields', () => {
    const form = page();
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/q/search');
    expect([...form.querySelectorAll('input[type="hidden"]')].map((input) => `${input.getAttribute('name')}=${input.getAttribute('value')}`)).toEqual(['q=sofa', 'price=10-50']);
  });

  it("sends the sort and every checked value under its facet's code, the value as the page's valueParam gives it", () => {
    const form = page();
    expect(sent(form)).toEqual(['q=sofa', 'price=10-50', 'sort=relevance', 'brand=Birke']);
    fireEvent.click(screen.getByRole('checkbox', { name: /Alpen/ }));
    // The page's own handler runs (with JavaScript the change is applied at once); the box is controlled, so
    // checking it here is what a browser without JavaScript does.
    expect(handlers.onToggleValue).toHaveBeenCalled();
    (screen.getByRole('checkbox', { name: /Alpen/ }) as HTMLInputElement).checked = true;
    expect(sent(form)).toContain('brand=alpen-id');
  });

  it('a panel without a form (the standalone widgets) has neither named checkboxes nor a submit button', () => {
    renderWithI18n(<FacetPanel facets={[textFacet([textValue('Alpen')])]} locale="de_DE" hasSelections={false} {...handlers} />);
    const box = screen.getByRole('checkbox', { name: /Alpen/ });
    expect(box).not.toHaveAttribute('name');
    expect(box).not.toHaveAttribute('form');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('a submit with JavaScript is cancelled: the controls act at once', () => {
    const form = page();
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('its submit buttons are shown only where scripting is off; the controls only JavaScript can work are hidden there, the price slider with them', () => {
    page();
    const applies = screen.getAllByRole('button', { name: 'Apply', hidden: true }).filter((button) => button.getAttribute('form') === 'f1');
    expect(applies).toHaveLength(2);
    for (const button of applies) expect(button).toHaveClass('sk-nojs-only');
    const price = screen.getByRole('group', { name: 'Price' });
    expect(price).not.toHaveClass('sk-js-only');
    expect(within(price).getAllByRole('slider')[0]!.parentElement).toHaveClass('sk-js-only');
    expect(screen.getByRole('button', { name: 'Reset all filters' })).toHaveClass('sk-js-only');
    // The rules themselves: hidden by default, shown under (scripting: none), where the JavaScript-only ones go.
    expect(uiKitCss).toMatch(/(^|\n)\.sk-nojs-only\{display:none\}/);
    expect(uiKitCss).toMatch(/@media \(scripting:none\)\{\.sk-js-only\{display:none!important\}\.sk-nojs-only\{display:inline-flex\}/);
  });

  it('the price range is its own GET form to the page: the typed amounts as {code}[min] and {code}[max], the rest of the address as hidden fields (SPEC §2 filters: minimum and maximum price)', () => {
    page();
    const price = screen.getByRole('group', { name: 'Price' });
    const form = price.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/q/search');
    fireEvent.change(within(price).getByRole('textbox', { name: 'Minimum price (€)' }), { target: { value: '10' } });
    expect(sent(form)).toEqual(['q=sofa', 'brand=Birke', 'sort=price-asc', 'facet=price', 'price[min]=10', 'price[max]=']);
  });

  it('a price range without the page\'s form (the standalone widgets) is applied by its code only: no names, no action, hidden where scripting is off', () => {
    renderWithI18n(<FacetPanel facets={[rangeFacet()]} locale="de_DE" hasSelections={false} {...handlers} />);
    const price = screen.getByRole('group', { name: 'Price' });
    expect(price).toHaveClass('sk-js-only');
    expect(price.querySelector('form')).not.toHaveAttribute('action');
    expect(within(price).getByRole('textbox', { name: 'Minimum price (€)' })).not.toHaveAttribute('name');
  });

  it('a selected filter chip and "Reset all filters" are links to the address without them where scripting is off, buttons with it', () => {
    const selection = { code: 'brand', value: 'Birke', label: 'Birke', url: '/elsewhere', link: { type: 'search' as const } };
    renderWithI18n(
      <SelectedFilters selections={[selection]} onRemove={jest.fn()} onResetAll={jest.fn()} hrefFor={(s) => `/q/search?q=sofa&not=${s.value}`} resetAllHref="/q/search?q=sofa" />,
    );
    const [button, link] = screen.getAllByRole('button', { name: 'Remove filter Birke' }).concat(screen.getAllByRole('link', { name: 'Remove filter Birke' }));
    expect(button).toHaveClass('sk-js-only');
    expect(link).toHaveClass('sk-nojs-only');
    expect(link).toHaveAttribute('href', '/q/search?q=sofa&not=Birke');
    expect(screen.getByRole('button', { name: 'Reset all filters' })).toHaveClass('sk-js-only');
    expect(screen.getByRole('link', { name: 'Reset all filters' })).toHaveAttribute('href', '/q/search?q=sofa');
  });

  it('chips without addresses (the standalone widgets) are buttons only, shown everywhere', () => {
    renderWithI18n(<SelectedFilters selections={[{ code: 'brand', value: 'B', label: 'B', url: '/x', link: { type: 'search' } }]} onRemove={jest.fn()} onResetAll={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Remove filter B' })).not.toHaveClass('sk-js-only');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

describe('a change made before the page was live is applied once it is (hydration keeps what the shopper ticked)', () => {
  const tree = (onChangedBeforeLive: (query: string) => void) => (
    <div>
      <FilterForm id="f2" action="/q/search" fields={[['q', 'sofa']]} onChangedBeforeLive={onChangedBeforeLive} />
      <select name="sort" form="f2" value="relevance" onChange={() => undefined}>
        <option value="relevance">Relevance</option>
        <option value="price-asc">Price</option>
      </select>
      <input type="checkbox" name="brand" value="alpen" form="f2" checked={false} onChange={() => undefined} />
      <input type="checkbox" name="brand" value="birke" form="f2" checked onChange={() => undefined} />
    </div>
  );

  function serverPage(change: (root: HTMLElement) => void) {
    const root = document.createElement('div');
    root.innerHTML = renderToString(tree(() => undefined));
    document.body.append(root);
    change(root);
    return root;
  }

  it("reports the form's query once, when a checkbox or the sort was changed on the server-rendered page", async () => {
    const root = serverPage((page) => {
      (page.querySelector('input[value="alpen"]') as HTMLInputElement).checked = true;
      (page.querySelector('input[value="birke"]') as HTMLInputElement).checked = false;
      (page.querySelector('select') as HTMLSelectElement).value = 'price-asc';
    });
    const report = jest.fn();
    await act(async () => {
      hydrateRoot(root, tree(report));
    });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('q=sofa&sort=price-asc&brand=alpen');
  });

  it('reports nothing when nothing was changed', async () => {
    const root = serverPage(() => undefined);
    const report = jest.fn();
    await act(async () => {
      hydrateRoot(root, tree(report));
    });
    expect(report).not.toHaveBeenCalled();
  });
});
