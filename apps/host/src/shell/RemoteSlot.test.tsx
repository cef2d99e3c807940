/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { createShopI18n } from '@shop/market';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { startTransition, use, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { expectServerMarkup, forgetLoadedRemotes, preloadRemoteComponent, REMOTE_RETRY_FIRST_MS, REMOTE_RETRY_MAX_MS, RemoteSlot } from './RemoteSlot';
import { EARLY_TAPS_SCRIPT } from './earlyTaps';
import { STATIC_PART_ATTRIBUTE } from '@shop/ui-kit/staticPart';

type Loader = (id: string) => Promise<unknown>;
let loader: Loader;
const reset = jest.fn();
/** How long ago the page began loading the remote (0: the slot starts it). */
let loadBeganMsAgo = 0;

jest.mock('../federation/remotes', () => ({
  remoteTimeoutMs: () => 2000,
  serverMarkupTimeoutMs: () => 6000,
  resetRemotes: () => reset(),
  startRemoteLoad: (id: string) => loader(id),
  remoteWaitLeftMs: (_id: string, timeoutMs: number) => Math.max(0, timeoutMs - loadBeganMsAgo),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createShopI18n('en_GB');
});

function Page({ locale }: { locale: string }) {
  return <p>remote page in {locale}</p>;
}

const renderSlot = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <RemoteSlot id="category/CategoryPage" props={{ locale: 'en_GB', params: {} }} />
    </I18nextProvider>,
  );

/**
 * A remote that is down at first, hangs on the slot's first try and comes on the next: renders the slot and lets
 * that first try begin. Returns the number of loads asked for so far.
 */
async function untilTheFirstTryHangs(): Promise<() => number> {
  let calls = 0;
  loader = () => (++calls === 1 ? Promise.reject(new Error('down')) : calls === 2 ? new Promise(() => undefined) : Promise.resolve({ default: Page }));
  renderSlot();
  await screen.findByTestId('remote-fallback');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(REMOTE_RETRY_FIRST_MS);
  });
  expect(calls).toBe(2);
  return () => calls;
}

describe('RemoteSlot', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    reset.mockClear();
    forgetLoadedRemotes();
    loadBeganMsAgo = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('renders the remote module with the page props', async () => {
    loader = () => Promise.resolve({ default: Page });
    renderSlot();
    expect(await screen.findByText('remote page in en_GB')).toBeInTheDocument();
  });

  it('shows the fallback with a retry when the remote fails', async () => {
    loader = () => Promise.reject(new Error('RUNTIME-008 remote entry failed'));
    renderSlot();
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('marks the page live once the remote rendered, and only then runs the taps made before (shell/earlyTaps.ts)', async () => {
    new Function(EARLY_TAPS_SCRIPT)();
    document.documentElement.removeAttribute('data-shop-ready');
    const early = document.createElement('button');
    early.type = 'button';
    const ran = jest.fn();
    early.addEventListener('click', ran);
    document.body.append(early);
    early.click();
    let arrive: (mod: unknown) => void = () => undefined;
    loader = () => new Promise((resolve) => (arrive = resolve));
    renderSlot();
    expect(ran).not.toHaveBeenCalled();
    await act(async () => arrive({ default: Page }));
    expect(document.documentElement).toHaveAttribute('data-shop-ready');
    // In the task after (a label's button comes with the render right after hydration).
    await waitFor(() => expect(ran).toHaveBeenCalledTimes(1));
    expect(window.__shopEarlyTaps).toBeUndefined();
    early.remove();
  });

  it('ends the capture of early taps when the remote fails: its fallback\'s retry works at once', async () => {
    new Function(EARLY_TAPS_SCRIPT)();
    loader = () => Promise.reject(new Error('RUNTIME-008 remote entry failed'));
    renderSlot();
    await screen.findByTestId('remote-fallback');
    expect(window.__shopEarlyTaps).toBeUndefined();
  });

  it('shows the fallback after the timeout when the remote hangs, and replaces it when the remote arrives late', async () => {
    let arrive: (mod: unknown) => void = () => undefined;
    loader = () => new Promise((resolve) => (arrive = resolve));
    renderSlot();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('remote-fallback')).toBeInTheDocument();
    await act(async () => arrive({ default: Page }));
    expect(screen.getByText('remote page in en_GB')).toBeInTheDocument();
  });

  it('counts the timeout from when the page began loading the remote, not from when the slot mounted', async () => {
    loader = () => new Promise(() => undefined);
    loadBeganMsAgo = 1500;
    renderSlot();
    await act(async () => {
      jest.advanceTimersByTime(499);
    });
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('remote-fallback')).toBeInTheDocument();
  });

  it('retries with fresh remote registrations', async () => {
    let calls = 0;
    loader = () => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve({ default: Page }));
    renderSlot();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('remote page in en_GB')).toBeInTheDocument();
  });

  it('asks again by itself for a remote whose code did not come: after pauses doubling from REMOTE_RETRY_FIRST_MS to REMOTE_RETRY_MAX_MS, its fallback shown meanwhile', async () => {
    expect([REMOTE_RETRY_FIRST_MS, REMOTE_RETRY_MAX_MS]).toEqual([2_000, 60_000]);
    let calls = 0;
    const failures = 7;
    loader = () => (++calls <= failures ? Promise.reject(new Error('RUNTIME-008 remote entry failed')) : Promise.resolve({ default: Page }));
    renderSlot();
    await screen.findByTestId('remote-fallback');
    expect(calls).toBe(1);
    const pauses = [2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000];
    for (const [index, pause] of pauses.entries()) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(pause - 1);
      });
      expect(calls).toBe(index + 1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(calls).toBe(index + 2);
      if (index + 2 <= failures) expect(screen.getByTestId('remote-fallback')).toBeInTheDocument();
    }
    expect(reset).toHaveBeenCalledTimes(pauses.length);
    expect(await screen.findByText('remote page in en_GB')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it('asks again at once when the browser is back online or the page is shown again, one attempt at a time', async () => {
    let calls = 0;
    let arrive: (mod: unknown) => void = () => undefined;
    loader = () => (++calls === 1 ? Promise.reject(new Error('down')) : new Promise((resolve) => (arrive = resolve)));
    renderSlot();
    await screen.findByTestId('remote-fallback');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(calls).toBe(2);
    // An attempt under way is not doubled.
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
    });
    expect(calls).toBe(2);
    await act(async () => arrive({ default: Page }));
    expect(screen.getByText('remote page in en_GB')).toBeInTheDocument();
  });

  it('an attempt that hangs counts as failed after the remote timeout, and the next one follows', async () => {
    const calls = await untilTheFirstTryHangs();
    // The remote timeout (2 s here), then the next pause (4 s).
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000 + 4_000);
    });
    expect(calls()).toBe(3);
    expect(await screen.findByText('remote page in en_GB')).toBeInTheDocument();
  });

  it('an ask while a try hangs (back online) leaves that try and its timeout alone: it still counts as failed, and the next one follows', async () => {
    const calls = await untilTheFirstTryHangs();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(calls()).toBe(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000 + 4_000);
    });
    expect(calls()).toBe(3);
    expect(await screen.findByText('remote page in en_GB')).toBeInTheDocument();
  });

  it('does not ask again by itself for a remote that threw while rendering', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failed');
    }
    let calls = 0;
    loader = () => {
      calls += 1;
      return Promise.resolve({ default: Broken });
    };
    renderSlot();
    await screen.findByTestId('remote-fallback');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REMOTE_RETRY_MAX_MS * 3);
      window.dispatchEvent(new Event('online'));
    });
    expect(calls).toBe(1);
    spy.mockRestore();
  });

  it('shows the fallback when the remote throws while rendering', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failed');
    }
    loader = () => Promise.resolve({ default: Broken });
    renderSlot();
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    spy.mockRestore();
  });

  /** A slot in the page's `main` whose remote fails once, then brings a page with a heading. */
  function renderFailingOnceInMain() {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempt = 0;
    const Heading = () => <h1>remote page</h1>;
    loader = () => (++attempt === 1 ? Promise.reject(new Error('RUNTIME-008 remote entry failed')) : Promise.resolve({ default: Heading }));
    render(
      <main id="main">
        <I18nextProvider i18n={i18n}>
          <RemoteSlot id="category/CategoryPage" props={{ locale: 'en_GB', params: {} }} />
        </I18nextProvider>
      </main>,
    );
  }

  it("moves focus from the fallback's retry to the page's heading once the page has come, not to the document's body", async () => {
    renderFailingOnceInMain();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    act(() => retry.focus());
    fireEvent.click(retry);
    const heading = await screen.findByRole('heading', { name: 'remote page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    jest.restoreAllMocks();
  });

  it('leaves focus alone where the fallback did not have it', async () => {
    renderFailingOnceInMain();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'remote page' });
    await act(async () => jest.advanceTimersByTime(100));
    expect(document.activeElement).toBe(document.body);
    jest.restoreAllMocks();
  });

  describe('on a server-rendered page', () => {
    let rerenderParent: () => void = () => undefined;
    /** The page around the slot: re-rendered from outside with new, equal props, as the shell does while it hydrates. */
    function Shell() {
      const [, setRenders] = useState(0);
      rerenderParent = () => setRenders((n) => n + 1);
      return (
        <I18nextProvider i18n={i18n}>
          <RemoteSlot id="category/CategoryPage" props={{ locale: 'en_GB', params: {} }} />
        </I18nextProvider>
      );
    }

    /** The server's HTML for the slot, in a container as the browser receives it. */
    function serverPage(): HTMLElement {
      preloadRemoteComponent('category/CategoryPage', { default: Page });
      const html = renderToString(<Shell />);
      forgetLoadedRemotes();
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.appendChild(container);
      return container;
    }

    it('keeps the server markup while the remote arrives after the remote timeout, through a re-render of the page around it', async () => {
      const container = serverPage();
      const serverNode = container.querySelector('p');
      let arrive: (mod: unknown) => void = () => undefined;
      const load = new Promise((resolve) => (arrive = resolve));
      expectServerMarkup('category/CategoryPage', load);
      const recoverable = jest.fn();
      await act(async () => {
        hydrateRoot(container, <Shell />, { onRecoverableError: recoverable });
      });
      await act(async () => {
        jest.advanceTimersByTime(2500);
        rerenderParent();
      });
      expect(container.querySelector('p')).toBe(serverNode);
      expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
      await act(async () => arrive({ default: Page }));
      await act(async () => rerenderParent());
      expect(container.querySelector('p')).toBe(serverNode);
      expect(serverNode).toHaveTextContent('remote page in en_GB');
      expect(recoverable).not.toHaveBeenCalled();
      container.remove();
    });

    it("keeps the server markup when the remote fails, under a notice, used as without scripting, and hydrates it in place when a later try brings the remote", async () => {
      const container = serverPage();
      const serverNode = container.querySelector(':scope > p');
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      let tries = 0;
      loader = () => (++tries < 2 ? Promise.reject(new Error('RUNTIME-008 remote entry failed')) : Promise.resolve({ default: Page }));
      expectServerMarkup('category/CategoryPage', Promise.reject(new Error('RUNTIME-008 remote entry failed')));
      document.documentElement.removeAttribute('data-shop-ready');
      const recoverable = jest.fn();
      await act(async () => {
        hydrateRoot(container, <Shell />, { onRecoverableError: recoverable });
      });
      expect(await screen.findByTestId('remote-kept')).toHaveTextContent('Links and search still work');
      expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
      expect(container.querySelector(':scope > p')).toBe(serverNode);
      expect(serverNode?.parentElement).toHaveAttribute(STATIC_PART_ATTRIBUTE);
      expect(document.documentElement).not.toHaveAttribute('data-shop-ready');
      // The first later try fails too: still kept.
      await act(async () => jest.advanceTimersByTime(REMOTE_RETRY_FIRST_MS));
      expect(tries).toBe(1);
      expect(screen.getByTestId('remote-kept')).toBeInTheDocument();
      // The next one brings the remote: the server's markup is hydrated, not rendered anew.
      await act(async () => jest.advanceTimersByTime(REMOTE_RETRY_FIRST_MS * 2));
      expect(tries).toBe(2);
      await act(async () => rerenderParent());
      expect(screen.queryByTestId('remote-kept')).not.toBeInTheDocument();
      expect(serverNode?.parentElement).not.toHaveAttribute(STATIC_PART_ATTRIBUTE);
      expect(container.querySelector(':scope > p')).toBe(serverNode);
      // Hydrated: the page is live (SlotReady ran in the server's markup's boundary).
      expect(document.documentElement).toHaveAttribute('data-shop-ready');
      expect(recoverable).not.toHaveBeenCalled();
      jest.restoreAllMocks();
      container.remove();
    });

    it("the kept page's notice says a try is under way, and says 'try again' once it failed", async () => {
      const container = serverPage();
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      let fail: (error: Error) => void = () => undefined;
      loader = () => new Promise((_, reject) => (fail = reject));
      expectServerMarkup('category/CategoryPage', Promise.reject(new Error('RUNTIME-008 remote entry failed')));
      await act(async () => {
        hydrateRoot(container, <Shell />);
      });
      const button = await screen.findByRole('button', { name: 'Try again' });
      fireEvent.click(button);
      expect(button).toHaveTextContent('Loading…');
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await act(async () => fail(new Error('still down')));
      expect(button).toHaveTextContent('Try again');
      expect(button).not.toHaveAttribute('aria-busy');
      jest.restoreAllMocks();
      container.remove();
    });

    it("the kept page's notice asks for the remote again at once", async () => {
      const container = serverPage();
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      let tries = 0;
      loader = () => {
        tries += 1;
        return Promise.resolve({ default: Page });
      };
      expectServerMarkup('category/CategoryPage', Promise.reject(new Error('RUNTIME-008 remote entry failed')));
      await act(async () => {
        hydrateRoot(container, <Shell />);
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      await act(async () => undefined);
      expect(tries).toBe(1);
      expect(screen.queryByTestId('remote-kept')).not.toBeInTheDocument();
      jest.restoreAllMocks();
      container.remove();
    });

    it('keeps the server markup when the first hydration render is thrown away and done again (a part beside it suspends, an input interrupts it)', async () => {
      // Beside the slot, outside any boundary: suspends in the browser's first render, so React renders the whole
      // page again, as it does when an input interrupts a hydration in a transition.
      let stalled: Promise<void> | null = null;
      let goOn: () => void = () => undefined;
      function Beside() {
        if (typeof window !== 'undefined' && stalled) use(stalled);
        return <span>beside</span>;
      }
      function ShellWithBeside() {
        return (
          <I18nextProvider i18n={i18n}>
            <RemoteSlot id="category/CategoryPage" props={{ locale: 'en_GB', params: {} }} />
            <Beside />
          </I18nextProvider>
        );
      }
      preloadRemoteComponent('category/CategoryPage', { default: Page });
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ShellWithBeside />);
      document.body.appendChild(container);
      forgetLoadedRemotes();
      const serverNode = container.querySelector(':scope > p');
      stalled = new Promise<void>((resolve) => (goOn = resolve));
      loader = () => new Promise(() => undefined);
      let arrive: (mod: unknown) => void = () => undefined;
      expectServerMarkup('category/CategoryPage', new Promise((resolve) => (arrive = resolve)));
      const recoverable = jest.fn();
      await act(async () => {
        startTransition(() => {
          hydrateRoot(container, <ShellWithBeside />, { onRecoverableError: recoverable });
        });
      });
      await act(async () => {
        stalled = null;
        goOn();
      });
      expect(container.querySelector('.remote-loading')).toBeNull();
      await act(async () => arrive({ default: Page }));
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.querySelector(':scope > p')).toBe(serverNode);
      expect(serverNode).toHaveTextContent('remote page in en_GB');
      container.remove();
    });

    it('keeps the server markup under the notice when the remote has not come after the longer wait, until it comes', async () => {
      const container = serverPage();
      const serverNode = container.querySelector(':scope > p');
      loader = () => new Promise(() => undefined);
      let arrive: (mod: unknown) => void = () => undefined;
      expectServerMarkup('category/CategoryPage', new Promise((resolve) => (arrive = resolve)));
      await act(async () => {
        hydrateRoot(container, <Shell />);
      });
      await act(async () => {
        jest.advanceTimersByTime(5900);
      });
      expect(screen.queryByTestId('remote-kept')).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(200);
      });
      expect(screen.getByTestId('remote-kept')).toBeInTheDocument();
      expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
      expect(container.querySelector(':scope > p')).toBe(serverNode);
      // The first load comes after all: the markup hydrates with it, and the notice goes.
      await act(async () => arrive({ default: Page }));
      expect(screen.queryByTestId('remote-kept')).not.toBeInTheDocument();
      expect(serverNode?.parentElement).not.toHaveAttribute(STATIC_PART_ATTRIBUTE);
      expect(container.querySelector(':scope > p')).toBe(serverNode);
      container.remove();
    });

    it('runs the tap made before the slot gave up when the code comes after all (load more tapped, its code late): not lost', async () => {
      const container = serverPage();
      new Function(EARLY_TAPS_SCRIPT)();
      const early = document.createElement('button');
      early.type = 'button';
      const ran = jest.fn();
      early.addEventListener('click', ran);
      container.append(early);
      loader = () => new Promise(() => undefined);
      let arrive: (mod: unknown) => void = () => undefined;
      expectServerMarkup('category/CategoryPage', new Promise((resolve) => (arrive = resolve)));
      document.documentElement.removeAttribute('data-shop-ready');
      await act(async () => {
        hydrateRoot(container, <Shell />);
      });
      early.click();
      await act(async () => {
        jest.advanceTimersByTime(6100);
      });
      expect(screen.getByTestId('remote-kept')).toBeInTheDocument();
      expect(ran).not.toHaveBeenCalled();
      await act(async () => arrive({ default: Page }));
      await act(async () => {
        jest.runOnlyPendingTimers();
      });
      expect(document.documentElement).toHaveAttribute('data-shop-ready');
      expect(ran).toHaveBeenCalledTimes(1);
      expect(window.__shopEarlyTaps).toBeUndefined();
      container.remove();
    });
  });
});
