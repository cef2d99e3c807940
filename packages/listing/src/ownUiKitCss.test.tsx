/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { cssHash } from '@shop/ui-kit/cssHash';
import { UI_KIT_CSS_HASH_ATTRIBUTE, UI_KIT_CSS_ID } from '@shop/ui-kit/cssIdentity';
import { uiKitCss } from '@shop/ui-kit/styles';
import type { ReactNode } from 'react';
import { ensureOwnUiKitCss, loadOwnUiKitCss, useOwnUiKitCss } from './ownUiKitCss';
import { SHELL_QUERY_MARK } from './StandaloneProviders';

const OWN = { css: '.sk-tile{--build:own}', hash: cssHash('.sk-tile{--build:own}') };

function pageStyle(css: string, hash: string | null): HTMLStyleElement {
  const style = document.createElement('style');
  style.id = UI_KIT_CSS_ID;
  style.textContent = css;
  if (hash !== null) style.setAttribute(UI_KIT_CSS_HASH_ATTRIBUTE, hash);
  document.head.append(style);
  return style;
}

afterEach(() => document.head.replaceChildren());

describe("a listing page's own ui-kit CSS (a remote redeployed alone restyles its pages)", () => {
  it('a page that carries it loads nothing', async () => {
    pageStyle('/* written by the server */', OWN.hash);
    const load = jest.fn(async () => OWN.css);
    await ensureOwnUiKitCss(document, OWN.hash, load);
    expect(load).not.toHaveBeenCalled();
    expect(document.getElementById(UI_KIT_CSS_ID)?.textContent).toBe('/* written by the server */');
  });

  it("a page with another build's CSS (the host's copy, another remote's) gets this remote's in the same element", async () => {
    const style = pageStyle('.sk-tile{--build:host}', cssHash('.sk-tile{--build:host}'));
    await ensureOwnUiKitCss(document, OWN.hash, async () => OWN.css);
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(style.textContent).toBe(OWN.css);
    expect(style.getAttribute(UI_KIT_CSS_HASH_ATTRIBUTE)).toBe(OWN.hash);
  });

  it('a page with unnamed ui-kit CSS, or none, gets it too', async () => {
    pageStyle('.unnamed{}', null);
    await ensureOwnUiKitCss(document, OWN.hash, async () => OWN.css);
    expect(document.getElementById(UI_KIT_CSS_ID)?.textContent).toBe(OWN.css);
    document.head.replaceChildren();
    await ensureOwnUiKitCss(document, OWN.hash, async () => OWN.css);
    expect(document.querySelectorAll(`style#${UI_KIT_CSS_ID}[${UI_KIT_CSS_HASH_ATTRIBUTE}="${OWN.hash}"]`)).toHaveLength(1);
  });

  it('code without the name of its CSS (run from source) leaves the page as it is', async () => {
    pageStyle('.host{}', 'host');
    const load = jest.fn(async () => OWN.css);
    await ensureOwnUiKitCss(document, '', load);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the CSS the remote was built with', async () => {
    await expect(loadOwnUiKitCss()).resolves.toBe(uiKitCss);
  });

  const wrapper = (client: QueryClient) =>
    function Providers({ children }: { children: ReactNode }) {
      return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    };
  function Page({ own }: { own: string }) {
    useOwnUiKitCss(own);
    return null;
  }

  it("acts only in the shop's shell: a widget in a storefront's page (its own query client) leaves the storefront's head alone", async () => {
    const own = cssHash(uiKitCss);
    pageStyle('.host{}', 'host');
    render(<Page own={own} />, { wrapper: wrapper(new QueryClient()) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById(UI_KIT_CSS_ID)?.textContent).toBe('.host{}');

    const shell = new QueryClient({ defaultOptions: { queries: { meta: { [SHELL_QUERY_MARK]: true } } } });
    render(<Page own={own} />, { wrapper: wrapper(shell) });
    await waitFor(() => expect(document.getElementById(UI_KIT_CSS_ID)?.getAttribute(UI_KIT_CSS_HASH_ATTRIBUTE)).toBe(own));
    expect(document.getElementById(UI_KIT_CSS_ID)?.textContent).toBe(uiKitCss);
  });
});

describe("a listing page's own ui-kit CSS, when the shopper has gone on", () => {
  it('a page no longer shown when its CSS comes leaves the page as it is (the next page may be of another build)', async () => {
    const style = pageStyle('.next-page{}', 'next');
    let gone = false;
    const load = jest.fn(async () => {
      gone = true;
      return OWN.css;
    });
    await ensureOwnUiKitCss(document, OWN.hash, load, () => !gone);
    expect(load).toHaveBeenCalled();
    expect(style.textContent).toBe('.next-page{}');
    expect(style.getAttribute(UI_KIT_CSS_HASH_ATTRIBUTE)).toBe('next');
  });
});
