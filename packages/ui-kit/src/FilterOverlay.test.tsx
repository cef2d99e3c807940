/** @jest-environment jsdom */
import '@testing-library/jest-dom';

import { fireEvent, screen } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';

import { FilterOverlay } from './index';
import { createTestI18n, renderWithI18n } from './test/renderWithI18n';

function setup(open = true, resultCount = 12) {
  const onClose = jest.fn();
  const opener = document.createElement('button');
  opener.textContent = 'Filter';
  document.body.append(opener);
  opener.focus();
  const view = renderWithI18n(
    <FilterOverlay open={open} onClose={onClose} resultCount={resultCount}>
      <label>
        <input type="checkbox" /> Nordwind
      </label>
    </FilterOverlay>,
  );
  return { onClose, opener, ...view };
}

function mockMatchMedia(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  document.body.innerHTML = '';
});

describe('FilterOverlay on phones', () => {
  it('is a modal dialog named "Filters" that takes focus', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close filter' })).toHaveFocus();
    expect(dialog).toContainElement(screen.getByRole('checkbox', { name: 'Nordwind' }));
  });

  it('closes on Escape', () => {
    const { onClose } = setup();
    fireEvent.keyDown(screen.getByRole('checkbox'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with "Close filter" and with the "Show N products" button', () => {
    const { onClose } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Close filter' }));
    const results = screen.getByTestId('result-count-button');
    expect(results).toHaveTextContent('Show 12 products');
    fireEvent.click(results);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('uses the singular for one result', () => {
    setup(true, 1);
    expect(screen.getByTestId('result-count-button')).toHaveTextContent('Show 1 product');
  });

  it('traps focus: Tab from the last control goes to the first, Shift+Tab from the first to the last', () => {
    setup();
    const close = screen.getByRole('button', { name: 'Close filter' });
    const results = screen.getByTestId('result-count-button');
    results.focus();
    expect(fireEvent.keyDown(results, { key: 'Tab' })).toBe(false);
    expect(close).toHaveFocus();
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(results).toHaveFocus();
  });

  it('lets Tab move normally between controls inside the dialog', () => {
    setup();
    const checkbox = screen.getByRole('checkbox');
    checkbox.focus();
    expect(fireEvent.keyDown(checkbox, { key: 'Tab' })).toBe(true);
  });

  it('makes the page behind it inert while open, and gives it back when closed (issue 12)', () => {
    const page = document.createElement('div');
    page.innerHTML = '<a href="/x">behind</a>';
    document.body.append(page);
    const { opener, rerender } = setup();
    expect(page.inert).toBe(true);
    expect(opener.inert).toBe(true);
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    rerender(
      <FilterOverlay open={false} onClose={jest.fn()} resultCount={12}>
        <span>filters</span>
      </FilterOverlay>,
    );
    expect(page.inert).toBe(false);
    expect(opener.inert).toBe(false);
  });

  it('closes on Escape even when focus has left the dialog (a re-render dropped it to <body>)', () => {
    const { onClose } = setup();
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('blocks body scrolling while open and restores scrolling and focus when closed (SPEC §4)', () => {
    document.body.style.overflow = 'auto';
    const { opener, rerender } = setup();
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <FilterOverlay open={false} onClose={jest.fn()} resultCount={12}>
        <span>filters</span>
      </FilterOverlay>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('auto');
    expect(opener).toHaveFocus();
  });

  it('closes on a horizontal swipe but not on a vertical scroll (SPEC §4)', () => {
    const { onClose } = setup();
    const dialog = screen.getByRole('dialog');
    fireEvent.touchStart(dialog, { touches: [{ clientX: 20, clientY: 300 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 40, clientY: 60 }] });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.touchStart(dialog, { touches: [{ clientX: 300, clientY: 300 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 120, clientY: 320 }] });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    setup(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('FilterOverlay from 960 px', () => {
  it('renders the filters inline, without a dialog, whether open or not', () => {
    mockMatchMedia(true);
    setup(false);
    expect(screen.getByRole('checkbox', { name: 'Nordwind' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).not.toBe('hidden');
  });
});

describe('FilterOverlay when the layout becomes wide with the dialog open (a tablet turned, a page zoomed out)', () => {
  // jsdom lays nothing out: an element is shown here unless it sits in a folded part (as CSS hides one).
  let rects: jest.SpyInstance;
  beforeEach(() => {
    rects = jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return (this.closest('[data-folded]') ? [] : [{}]) as unknown as DOMRectList;
    });
  });
  afterEach(() => rects.mockRestore());

  function turnWide(filters: ReactElement, focusLabel: string) {
    let wide = false;
    const listeners = new Set<() => void>();
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ get matches() { return wide; }, media: query, addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l) }),
    });
    const onClose = jest.fn();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    renderWithI18n(
      <FilterOverlay open onClose={onClose} resultCount={12}>
        {filters}
      </FilterOverlay>,
    );
    screen.getByRole('checkbox', { name: focusLabel }).focus();
    opener.remove();
    act(() => {
      wide = true;
      for (const listener of listeners) listener();
    });
    return onClose;
  }

  it("a control the inline filters fold away (shown by the dialog's 'show more') gives the focus to their first shown control", () => {
    turnWide(
      <>
        <label>
          <input type="checkbox" data-focus-key="value:brand:a" /> Alpen
        </label>
        <div data-folded="">
          <label>
            <input type="checkbox" data-focus-key="value:brand:z" /> Zander
          </label>
        </div>
      </>,
      'Zander',
    );
    expect(screen.getByRole('checkbox', { name: 'Alpen' })).toHaveFocus();
  });

  it('closes the dialog, and the same control in the inline filters takes the focus (its opener is hidden there)', () => {
    const onClose = turnWide(
      <label>
        <input type="checkbox" data-focus-key="value:brand:nordwind" /> Nordwind
      </label>,
      'Nordwind',
    );
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    const inline = screen.getByRole('checkbox', { name: 'Nordwind' });
    expect(inline.closest('#sk-filters')).not.toBeNull();
    expect(inline).toHaveFocus();
  });
});

describe("FilterOverlay hydrating the server's page", () => {
  /** Facets that count their renders. */
  function Facets({ onRender }: { onRender: () => void }) {
    onRender();
    return (
      <label>
        <input type="checkbox" /> Nordwind
      </label>
    );
  }

  /** Renders on the "server" (no matchMedia there: the inline filters), then hydrates at the given width. */
  async function hydrateAt(wide: boolean) {
    const i18n = createTestI18n();
    const renders = { server: 0, client: 0 };
    const page = (onRender: () => void) => (
      <I18nextProvider i18n={i18n}>
        <FilterOverlay open={false} onClose={() => undefined} resultCount={3}>
          <Facets onRender={onRender} />
        </FilterOverlay>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(() => renders.server++));
    document.body.append(container);
    const serverCheckbox = container.querySelector('input');
    mockMatchMedia(wide);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, page(() => renders.client++), { onRecoverableError: recoverable });
    });
    return { container, renders, recoverable, serverCheckbox };
  }

  it("a phone drops the inline filters of the server's page without hydrating a single facet", async () => {
    const { container, renders, recoverable } = await hydrateAt(false);
    expect(renders.server).toBe(1);
    expect(renders.client).toBe(0);
    expect(container.querySelector('.sk-filters-inline')).toBeNull();
    expect(container.querySelector('input')).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("a wide screen hydrates the inline filters onto the server's markup", async () => {
    const { container, renders, recoverable, serverCheckbox } = await hydrateAt(true);
    expect(renders.client).toBeGreaterThanOrEqual(1);
    // The same element the server sent: hydrated, not rendered anew.
    expect(container.querySelector('.sk-filters-inline input')).toBe(serverCheckbox);
    expect(recoverable).not.toHaveBeenCalled();
  });
});


describe('FilterOverlay saying what the filters bring (WCAG 4.1.3)', () => {
  it("says the listing's message in the dialog, where the page behind it, and its region, are inert", () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    const dialogWith = (message: string, key: string) => (
      <FilterOverlay open onClose={() => undefined} resultCount={12} announcement={{ message, key }}>
        <input type="checkbox" aria-label="Nordwind" />
      </FilterOverlay>
    );
    const view = renderWithI18n(dialogWith('12 products found.', 'a'));
    const region = screen.getByRole('dialog').querySelector('[role="status"][aria-live="polite"][data-testid="live-region"]');
    expect(region).toHaveTextContent('12 products found.');
    view.rerender(dialogWith('Products are loading', 'b'));
    expect(region).toHaveTextContent('Products are loading');
    view.rerender(dialogWith('3 products found.', 'c'));
    expect(region).toHaveTextContent('3 products found.');
    expect(region?.closest('[inert]')).toBeNull();
  });
});
