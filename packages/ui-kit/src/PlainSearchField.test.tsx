/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { MAX_TERM_LENGTH } from '@shop/api-client';
import { fireEvent, screen } from '@testing-library/react';

import { PlainSearchField, SearchField } from './index';
import { renderWithI18n } from './test/renderWithI18n';

/** The class names of an element's tree, in document order. */
const classesOf = (root: Element): string[] => [root, ...root.querySelectorAll('*')].map((el) => el.getAttribute('class') ?? '').filter(Boolean);

describe('PlainSearchField', () => {
  it('is a GET form to the search page with the field named q', () => {
    renderWithI18n(<PlainSearchField action="/q/search" id="plain" />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/q/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'q');
    expect(screen.getByRole('searchbox')).toHaveAccessibleName();
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
  });

  it('has the markup of a closed SearchField, so one takes the other’s place without the page moving', () => {
    const { container: plain } = renderWithI18n(<PlainSearchField action="/q/search" id="plain" />);
    const { container: full } = renderWithI18n(<SearchField value="" onValueChange={jest.fn()} onSubmit={jest.fn()} groups={[]} onSelect={jest.fn()} />);
    const fullClasses = classesOf(full.querySelector('form') as Element).filter((c) => !c.startsWith('sk-search__suggestions'));
    expect(classesOf(plain.querySelector('form') as Element)).toEqual(fullClasses);
  });

  it('takes a search term of at most MAX_TERM_LENGTH, in both fields (a pasted text is cut, not refused by the API)', () => {
    renderWithI18n(<PlainSearchField action="/q/search" id="plain" />);
    renderWithI18n(<SearchField value="" onValueChange={jest.fn()} onSubmit={jest.fn()} groups={[]} onSelect={jest.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxlength', String(MAX_TERM_LENGTH));
    expect(screen.getByRole('combobox')).toHaveAttribute('maxlength', String(MAX_TERM_LENGTH));
  });

  it('hands the search to the page when asked (onSubmitQuery), instead of the GET', () => {
    const onSubmitQuery = jest.fn();
    renderWithI18n(<PlainSearchField action="/q/search" id="plain" onSubmitQuery={onSubmitQuery} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'tisch lampe' } });
    const event = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('search').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSubmitQuery).toHaveBeenCalledWith('tisch lampe');
  });

  it('says when the shopper is about to use it: pointer, focus or a key', () => {
    const onEngage = jest.fn();
    renderWithI18n(<PlainSearchField action="/q/search" id="plain" onEngage={onEngage} />);
    const input = screen.getByRole('searchbox');
    fireEvent.pointerDown(input);
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 't' });
    expect(onEngage).toHaveBeenCalledTimes(3);
  });
});
