/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import type { SuggestGroup, SuggestItem } from '@shop/api-client';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';

import { SearchField } from './index';
import { fixtureLink } from './test/fixtures';
import { createTestI18n, renderWithI18n } from './test/renderWithI18n';

const item = (label: string, hitCount: number): SuggestItem => ({ label, hitCount, url: `/q/search?q=${label}`, link: fixtureLink });

const groups: SuggestGroup[] = [
  { code: 'productName', label: 'Product names', items: [item('shoe', 12), item('shoe rack', 1)] },
  { code: 'brand', label: '', items: [item('Nordwind', 40)] },
  { code: 'category', label: 'Categories', items: [] },
];

function Field(props: { onSubmit?: (value: string) => void; onSelect?: (item: SuggestItem) => void; onEngage?: () => void }) {
  const [value, setValue] = useState('sho');
  return (
    <SearchField
      value={value}
      onValueChange={setValue}
      onSubmit={props.onSubmit ?? jest.fn()}
      groups={groups}
      onSelect={props.onSelect ?? jest.fn()}
      onEngage={props.onEngage}
    />
  );
}

function setup(props: Parameters<typeof Field>[0] = {}) {
  renderWithI18n(<Field {...props} />);
  const input = screen.getByRole('combobox', { name: 'Search products' });
  return { input };
}

describe('SearchField', () => {
  it('is a GET form to its action with the field named q, so a page without scripts still searches; with scripts the submit is the caller’s', () => {
    const onSubmit = jest.fn();
    renderWithI18n(<SearchField value="tisch" onValueChange={jest.fn()} onSubmit={onSubmit} groups={[]} onSelect={jest.fn()} action="/q/pl-PL/search" />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/q/pl-PL/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('combobox')).toHaveAttribute('name', 'q');
    expect(new FormData(form as HTMLFormElement).get('q')).toBe('tisch');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledWith('tisch');
  });

  it('says when the shopper engages with the field (focus or typing), not for the text it shows', () => {
    const onEngage = jest.fn();
    const { input } = setup({ onEngage });
    expect(onEngage).not.toHaveBeenCalled();
    fireEvent.focus(input);
    expect(onEngage).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: 'shoe' } });
    expect(onEngage).toHaveBeenCalledTimes(2);
  });

  it('is a labelled combobox in a search landmark with the SPEC §2 placeholder', () => {
    const { input } = setup();
    expect(screen.getByRole('search')).toContainElement(input);
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('placeholder', 'Enter Search Query / Article Number');
    expect(input).toHaveAttribute('data-testid', 'search-input');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists suggestions grouped by label with hit counts, skipping empty groups', () => {
    const { input } = setup();
    fireEvent.focus(input);
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox).getAllByRole('group')).toHaveLength(2);
    expect(within(listbox).getByRole('group', { name: 'Product names' })).toBeInTheDocument();
    // A group without a label of its own is named after its code.
    expect(within(listbox).getByRole('group', { name: 'Brands' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'shoe 12 hits' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'shoe rack 1 hit' })).toBeInTheDocument();
  });

  it("writes a suggestion's hit count as the storefront writes numbers, as the result count does (12,345 hits, not 12345)", () => {
    renderWithI18n(<SearchField value="sofa" onValueChange={jest.fn()} onSubmit={jest.fn()} groups={[{ code: 'productName', label: 'Product names', items: [item('sofa', 12345)] }]} onSelect={jest.fn()} />);
    fireEvent.focus(screen.getByRole('combobox'));
    expect(screen.getByRole('option', { name: 'sofa 12,345 hits' })).toBeInTheDocument();
  });

  it('moves the active option with the arrow keys, wrapping at both ends', () => {
    const { input } = setup();
    const active = () => {
      const id = input.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.textContent : null;
    };
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe('shoe12 hits');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe('Nordwind40 hits');
    expect(screen.getByRole('option', { name: 'Nordwind 40 hits' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe('shoe12 hits');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(active()).toBe('Nordwind40 hits');
  });

  it('picks the active option on Enter instead of submitting the text', () => {
    const onSelect = jest.fn();
    const onSubmit = jest.fn();
    const { input } = setup({ onSelect, onSubmit });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(false);
    expect(onSelect).toHaveBeenCalledWith(groups[0]?.items[1]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the typed text when no option is active', () => {
    const onSubmit = jest.fn();
    const { input } = setup({ onSubmit });
    fireEvent.change(input, { target: { value: 'boots' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledWith('boots');
  });

  it('closes the suggestions on Escape', () => {
    const { input } = setup();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeVisible();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('picks a suggestion on click', () => {
    const onSelect = jest.fn();
    const { input } = setup({ onSelect });
    fireEvent.focus(input);
    fireEvent.click(screen.getByRole('option', { name: 'Nordwind 40 hits' }));
    expect(onSelect).toHaveBeenCalledWith(groups[1]?.items[0]);
  });

  it('clears the text with the clear button and keeps focus in the field', () => {
    const { input } = setup();
    // Its code clears: where scripting is off the button is not shown (the shopper edits the text).
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveClass('sk-js-only');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});

describe('text typed into the server-rendered field before the page was live', () => {
  function hydrateTyped(typed: string | null) {
    const i18n = createTestI18n();
    const onValueChange = jest.fn();
    const onEngage = jest.fn();
    const field = (change: (value: string) => void) => (
      <I18nextProvider i18n={i18n}>
        <SearchField value="sofa" onValueChange={change} onSubmit={jest.fn()} groups={[]} onSelect={jest.fn()} onEngage={onEngage} id="typed" />
      </I18nextProvider>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(field(() => undefined));
    document.body.append(root);
    if (typed !== null) (root.querySelector('input') as HTMLInputElement).value = typed;
    return { root, field, onValueChange, onEngage };
  }

  it('is taken over when the page hydrates (not set back to what the server rendered)', async () => {
    const { root, field, onValueChange, onEngage } = hydrateTyped('tisch');
    await act(async () => {
      hydrateRoot(root, field(onValueChange));
    });
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('tisch');
    expect(onEngage).toHaveBeenCalled();
  });

  it('nothing typed: nothing is reported', async () => {
    const { root, field, onValueChange } = hydrateTyped(null);
    await act(async () => {
      hydrateRoot(root, field(onValueChange));
    });
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
