/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { ToastStoreContext, toastStore, usePageEvents } from '@shop/listing';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { useContext, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useLocation, useNavigate } from 'react-router';
import { EmbedProviders, type WidgetEvents } from '../src/embed/EmbedProviders';
import { mountWidget } from '../src/embed/mountWidget';
import { joinSession, leaveSession, liveSessions } from '../src/embed/session';
import { resolveSettings } from '../src/embed/settings';

const SHOP = 'https://shop.example/';

function inShadow(element: Element, selector: string): HTMLElement | null {
  return element.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mount(): a widget in a shadow root of its own', () => {
  it('renders into the shadow root with its own styles and adds nothing to the document', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    const stylesBefore = document.querySelectorAll('style').length;
    let handle: ReturnType<typeof mountWidget> | undefined;
    act(() => {
      handle = mountWidget(element, { widget: 'SearchBox', locale: 'de-DE', apiBase: SHOP });
    });
    await waitFor(() => expect(inShadow(element, '[data-testid="search-input"]')).not.toBeNull());
    expect(inShadow(element, 'style')?.textContent).toContain(':host{all:initial');
    expect(inShadow(element, '.sk-embed')).toHaveAttribute('lang', 'de-DE');
    expect(document.querySelectorAll('style')).toHaveLength(stylesBefore);
    expect(document.querySelector('[data-testid="search-input"]')).toBeNull();

    act(() => handle?.unmount());
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    expect(liveSessions()).toBe(0);

    // The element can be mounted again (a custom element removed and added back).
    act(() => {
      handle = mountWidget(element, { widget: 'SearchBox', apiBase: SHOP });
    });
    await waitFor(() => expect(inShadow(element, '[data-testid="search-input"]')).not.toBeNull());
    act(() => handle?.update({ locale: 'pl-PL' }));
    await waitFor(() => expect(inShadow(element, '.sk-embed')).toHaveAttribute('lang', 'pl-PL'));
    expect(liveSessions()).toBe(1);
    act(() => handle?.unmount());
    expect(liveSessions()).toBe(0);
  });

  /**
   * A search box of the default settings, its state, the `shop-navigate` URLs it announces (each cancelled: the
   * storefront routes itself, and jsdom cannot go to another page) and a search for "sofa" submitted in it.
   */
  async function searchBox() {
    const element = document.body.appendChild(document.createElement('div'));
    let handle: ReturnType<typeof mountWidget> | undefined;
    act(() => {
      handle = mountWidget(element, { widget: 'SearchBox', apiBase: SHOP });
    });
    await waitFor(() => expect(inShadow(element, '[data-testid="search-input"]')).not.toBeNull());
    const session = joinSession(resolveSettings({ apiBase: SHOP }, SHOP));
    const navigated: string[] = [];
    element.addEventListener('shop-navigate', (event) => {
      event.preventDefault();
      navigated.push((event as CustomEvent<{ url: string }>).detail.url);
    });
    const submit = () => {
      const input = inShadow(element, '[data-testid="search-input"]') as HTMLInputElement;
      fireEvent.change(input, { target: { value: 'sofa' } });
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    };
    const done = () => {
      leaveSession(session);
      act(() => handle?.unmount());
    };
    return { session, navigated, submit, done };
  }

  it('submitting the search box moves the shared memory history, never the page address', async () => {
    const before = window.location.href;
    const box = await searchBox();
    // Results of the same state on the page (a <shop-results> beside the box).
    const results = box.session.show('Results');
    box.submit();
    expect(box.session.history.location.search).toBe('?q=sofa');
    expect(box.navigated).toEqual([]);
    expect(window.location.href).toBe(before);
    results();
    box.done();
  });

  it("a search box with nothing of its state beside it to show the search goes to the shop's search page, announced first (shop-navigate)", async () => {
    const box = await searchBox();
    box.submit();
    expect(box.navigated).toEqual([`${SHOP}q/search?q=sofa`]);
    expect(box.session.history.location.search).toBe('');
    box.done();
  });
});

describe('which widgets of a state show the search', () => {
  it('results, filters or the whole search do; a search box does not; each counts until it goes', () => {
    const session = joinSession(resolveSettings({ apiBase: SHOP }, SHOP));
    const box = session.show('SearchBox');
    expect(session.showsSearch()).toBe(false);
    for (const widget of ['Results', 'Filters', 'SearchPage'] as const) {
      const first = session.show(widget);
      const second = session.show(widget);
      expect(session.showsSearch()).toBe(true);
      first();
      first();
      expect(session.showsSearch()).toBe(true);
      second();
      expect(session.showsSearch()).toBe(false);
    }
    box();
    leaveSession(session);
  });
});

describe('EmbedProviders: leaving the embed goes through the page', () => {
  function Go({ to, onPath }: { to: string; onPath: (path: string) => void }) {
    const navigate = useNavigate();
    const location = useLocation();
    useEffect(() => {
      onPath(location.pathname + location.search);
    }, [location, onPath]);
    return (
      <button type="button" onClick={() => navigate(to)}>
        go
      </button>
    );
  }

  function Track() {
    const { track, open } = usePageEvents();
    return (
      <>
        <button type="button" onClick={() => track({ event: 'sorting changed', eventCategory: 'Sorting' })}>
          track
        </button>
        <button type="button" onClick={() => open('/p/123')}>
          open
        </button>
      </>
    );
  }

  async function render(children: React.ReactNode, events: WidgetEvents) {
    const session = joinSession(resolveSettings({ apiBase: SHOP }, SHOP));
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    act(() =>
      root.render(
        <EmbedProviders session={session} events={events} overlayRoot={container}>
          {children}
        </EmbedProviders>,
      ),
    );
    await waitFor(() => expect(container.querySelector('button')).not.toBeNull());
    return {
      container,
      session,
      done: () => {
        act(() => root.unmount());
        leaveSession(session);
      },
    };
  }

  it('a shop page the embed does not render is handed to the page as an absolute URL on api-base; the history stays', async () => {
    const events = { navigate: jest.fn(() => false), analytics: jest.fn() };
    const paths: string[] = [];
    const { container, session, done } = await render(<Go to="/h/moebel/c1" onPath={(p) => paths.push(p)} />, events);
    act(() => container.querySelector('button')?.click());
    expect(events.navigate).toHaveBeenCalledWith('https://shop.example/h/moebel/c1');
    expect(session.history.location.pathname).toBe('/q/search');
    expect(paths).toEqual(['/q/search']);
    done();
  });

  it('widgets of one state that go to the same page from the same entry (a search the API redirects) announce it once', async () => {
    // Each widget (<shop-filters>, <shop-results>) follows the same answer and goes there itself.
    function Redirects() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/q/brand/nordon/b1276', { replace: true, state: { redirectHops: 1 } })}>
          go
        </button>
      );
    }
    const filters = { navigate: jest.fn(() => false), analytics: jest.fn() };
    const results = { navigate: jest.fn(() => false), analytics: jest.fn() };
    const first = await render(<Redirects />, filters);
    const second = await render(<Redirects />, results);
    expect(second.session).toBe(first.session);
    act(() => first.container.querySelector('button')?.click());
    act(() => second.container.querySelector('button')?.click());
    expect(filters.navigate.mock.calls.length + results.navigate.mock.calls.length).toBe(1);
    // A new search (another entry) that leads to the same page is announced again.
    act(() => first.session.history.push('/q/search?q=nordon'));
    act(() => second.container.querySelector('button')?.click());
    expect(results.navigate).toHaveBeenCalledWith('https://shop.example/q/brand/nordon/b1276');
    second.done();
    first.done();
  });

  it("a shopper's click on the same link twice (the storefront routed the first itself) is announced twice", async () => {
    const events = { navigate: jest.fn(() => false), analytics: jest.fn() };
    const { container, done } = await render(<Go to="/h/moebel/c1" onPath={() => undefined} />, events);
    act(() => container.querySelector('button')?.click());
    act(() => container.querySelector('button')?.click());
    expect(events.navigate).toHaveBeenCalledTimes(2);
    done();
  });

  it("a state's widgets say their notices in its own toast queue, not another state's or the page's", async () => {
    let seen: unknown = null;
    function Probe() {
      seen = useContext(ToastStoreContext);
      return <button type="button">probe</button>;
    }
    const { session, done } = await render(<Probe />, { navigate: jest.fn(() => true), analytics: jest.fn() });
    expect(seen).toBe(session.toastStore);
    expect(seen).not.toBe(toastStore);
    const polish = joinSession(resolveSettings({ apiBase: SHOP, locale: 'pl-PL' }, SHOP));
    expect(polish.toastStore).not.toBe(session.toastStore);
    leaveSession(polish);
    done();
  });

  /** The page's navigations, as jsdom reports them (it navigates nowhere: it says so on the console). */
  function watchNavigations(): { navigations: () => number; restore: () => void } {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigations = () => error.mock.calls.filter((call) => /Not implemented: navigation/.test(String(call[0]?.message ?? call[0]))).length;
    return { navigations, restore: () => error.mockRestore() };
  }

  it('analytics and product opens are the widget’s events; a cancelled navigation stays on the page', async () => {
    const events = { navigate: jest.fn(() => false), analytics: jest.fn() };
    const { container, done } = await render(<Track />, events);
    const [track, open] = [...container.querySelectorAll('button')];
    const page = watchNavigations();
    try {
      act(() => track?.click());
      act(() => open?.click());
      expect(page.navigations()).toBe(0);
    } finally {
      page.restore();
    }
    expect(events.analytics).toHaveBeenCalledWith({ event: 'sorting changed', eventCategory: 'Sorting' });
    expect(events.navigate).toHaveBeenCalledWith('https://shop.example/p/123');
    done();
  });

  it('a product open the storefront does not cancel goes to the product on the shop', async () => {
    const events = { navigate: jest.fn(() => true), analytics: jest.fn() };
    const { container, done } = await render(<Track />, events);
    const [, open] = [...container.querySelectorAll('button')];
    const page = watchNavigations();
    try {
      act(() => open?.click());
      expect(page.navigations()).toBe(1);
    } finally {
      page.restore();
    }
    expect(events.navigate).toHaveBeenCalledWith('https://shop.example/p/123');
    done();
  });
});
