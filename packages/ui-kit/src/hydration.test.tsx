/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { useFirstRenderHydrated, useStoreAfterHydration } from './hydration';

/** A store whose value in the browser differs from the server's, as cookies and the window's width do. */
const store = {
  value: 'browser',
  listeners: new Set<() => void>(),
  subscribe(onChange: () => void) {
    store.listeners.add(onChange);
    return () => store.listeners.delete(onChange);
  },
  set(value: string) {
    store.value = value;
    for (const listener of store.listeners) listener();
  },
};
const browserSnapshot = () => store.value;
const serverSnapshot = () => 'server';

/** What a probe saw: each render's value, and (from its first effect) the renders done by the next microtask. */
interface Seen {
  values: string[];
  rendersRightAfterEffects?: number;
}

function StoreProbe({ seen }: { seen: Seen }) {
  const value = useStoreAfterHydration(store.subscribe, browserSnapshot, serverSnapshot);
  seen.values.push(value);
  useEffect(() => {
    // A render at sync priority after hydration runs in this task, right after the effects: before a microtask.
    if (seen.rendersRightAfterEffects === undefined) queueMicrotask(() => (seen.rendersRightAfterEffects ??= seen.values.length));
  }, [seen]);
  return <p>{value === 'server' ? 'same as the server' : value}</p>;
}

function HydratedProbe({ seen }: { seen: boolean[] }) {
  seen.push(useFirstRenderHydrated());
  return <p>probe</p>;
}

/** `tree` rendered on the "server", its markup in the page. */
function serverMarkup(tree: React.ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(tree);
  document.body.append(root);
  return root;
}

/** Renders `tree` on the "server", then hydrates that markup. */
async function hydrate(tree: React.ReactElement): Promise<HTMLElement> {
  const root = serverMarkup(tree);
  await act(async () => {
    hydrateRoot(root, tree);
  });
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  store.value = 'browser';
});

describe('useStoreAfterHydration', () => {
  it("hydrates with the server's snapshot (no mismatch), then reads the browser's", async () => {
    const seen: Seen = { values: [] };
    const root = await hydrate(<StoreProbe seen={seen} />);
    expect(seen.values[0]).toBe('server');
    expect(root.textContent).toBe('browser');
  });

  it("reads the browser's value in a render of its own after hydration, not in the sync render that follows the page's effects in their task", async () => {
    // React's own scheduling, as in a browser (act would run every render it schedules at once).
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const seen: Seen = { values: [] };
      const tree = <StoreProbe seen={seen} />;
      const root = serverMarkup(tree);
      hydrateRoot(root, tree);
      for (let i = 0; i < 100 && root.textContent !== 'browser'; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
      // The server's render, the hydrating one, then the browser's value.
      expect(seen.values).toEqual(['server', 'server', 'browser']);
      // Right after the hydration's effects, only the server's render and the hydrating one had been done.
      expect(seen.rendersRightAfterEffects).toBe(2);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('follows the store once hydrated', async () => {
    const seen: Seen = { values: [] };
    const root = await hydrate(<StoreProbe seen={seen} />);
    act(() => store.set('changed'));
    expect(root.textContent).toBe('changed');
  });

  it('reads the store at once in a component the browser renders', () => {
    const seen: Seen = { values: [] };
    const { container } = render(<StoreProbe seen={seen} />);
    expect(seen.values[0]).toBe('browser');
    expect(container.textContent).toBe('browser');
  });
});

describe('useFirstRenderHydrated', () => {
  it('is true for a component that hydrated, and renders it only once', async () => {
    const seen: boolean[] = [];
    await hydrate(<HydratedProbe seen={seen} />);
    // The server's render (it reads the server snapshot too), then one hydrating render: nothing renders it again.
    expect(seen).toEqual([true, true]);
  });

  it('is false for a component the browser renders', () => {
    const seen: boolean[] = [];
    render(<HydratedProbe seen={seen} />);
    expect(seen).toEqual([false]);
  });
});
