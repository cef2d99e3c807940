import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { EmbedSettings, RemoteModuleId, RemoteModules, ShopNavigateDetail } from '@shop/contracts';
import { Component, lazy, StrictMode, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Where the shop and its search remote are: runtime configuration the page carries, not build input. */
const { searchRemote, shop } = (window as unknown as { STOREFRONT: { searchRemote: string; shop: string } }).STOREFRONT;
registerRemotes([{ name: 'search', entry: `${searchRemote}mf-manifest.json` }]);

/** A typed exposed module: `loadRemote<RemoteModules[id]>` checks every prop we pass against the published contracts. */
async function load<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  const module = await loadRemote<RemoteModules[K]>(id);
  if (!module) throw new Error(`${id} did not load`);
  return module;
}

const SearchBox = lazy(() => load('search/SuggestionBox'));
const Filters = lazy(() => load('search/FilterPanel'));
const Results = lazy(() => load('search/SearchGrid'));

/**
 * The search remote that does not load (down, or the network) throws where its modules render: a boundary keeps
 * that to the search area, and the rest of the page stays (without one, React unmounts the whole app). An
 * error inside a widget stays in the widget, which shows its own message and retry.
 */
class SearchArea extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p role="alert" data-testid="search-unavailable">
        Search is not available right now. Please try again later.
      </p>
    ) : (
      this.props.children
    );
  }
}

// All three with the same settings share one state: typing in the box updates the filters and the results.
const settings: EmbedSettings = { apiBase: `${shop}/` };
const locale = 'de_DE';

function App() {
  const [opened, setOpened] = useState<string | null>(null);
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (!element) return undefined;
    // The widgets announce where a product link goes; this app routes itself instead.
    const onNavigate = (event: Event) => {
      event.preventDefault();
      setOpened((event as CustomEvent<ShopNavigateDetail>).detail.url);
    };
    element.addEventListener('shop-navigate', onNavigate);
    return () => element.removeEventListener('shop-navigate', onNavigate);
  }, []);
  return (
    <>
      <header>
        <h1>Corner Furniture</h1>
        <p role="status" data-testid="opened">{opened ? `Product: ${opened}` : ''}</p>
      </header>
      <div ref={area}>
        <SearchArea>
          <Suspense fallback={<p>Loading search…</p>}>
            {/* The search box's place is kept (one row) from the first render: the results below do not jump when it comes. */}
            <div style={{ padding: '12px 24px', minHeight: 50 }}>
              <SearchBox locale={locale} settings={settings} />
            </div>
            <div className="layout">
              <aside>
                <Filters locale={locale} params={{}} settings={settings} />
              </aside>
              <main>
                <Results locale={locale} params={{}} settings={settings} />
              </main>
            </div>
          </Suspense>
        </SearchArea>
      </div>
    </>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
