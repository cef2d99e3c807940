import { useQueryClient } from '@tanstack/react-query';
import { BUILT_UI_KIT_CSS_HASH, UI_KIT_CSS_HASH_ATTRIBUTE, UI_KIT_CSS_ID } from '@shop/ui-kit/cssIdentity';
import { useEffect } from 'react';
import { isShellQueryClient } from './StandaloneProviders';

/**
 * The ui-kit CSS this remote was built with: a chunk of its own, loaded only where the page lacks it. A listing
 * page module exports it (`uiKitCss`): the host's server puts it in the head of the pages that module renders.
 */
export function loadOwnUiKitCss(): Promise<string> {
  return import('@shop/ui-kit/styles').then(({ uiKitCss }) => uiKitCss);
}

/**
 * Makes the page's ui-kit CSS this remote's own (`own`, the hash of the CSS it was built with): nothing to do
 * when the page's style element carries it (the server wrote it, or a page of the same build did); otherwise
 * the remote's CSS is loaded and replaces what the element has (the host's copy, another remote's build).
 * Without a hash (a build that did not set it) the page is left as it is; so it is when the page is no longer
 * wanted once the CSS has come (`wanted`: the shopper went on to a page of another remote's build meanwhile).
 */
export async function ensureOwnUiKitCss(doc: Document, own: string, load: () => Promise<string> = loadOwnUiKitCss, wanted: () => boolean = () => true): Promise<void> {
  const carries = () => doc.getElementById(UI_KIT_CSS_ID)?.getAttribute(UI_KIT_CSS_HASH_ATTRIBUTE) === own;
  if (!own || carries()) return;
  const css = await load();
  if (!wanted() || carries()) return;
  let style = doc.getElementById(UI_KIT_CSS_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = UI_KIT_CSS_ID;
    doc.head.appendChild(style);
  }
  style.textContent = css;
  style.setAttribute(UI_KIT_CSS_HASH_ATTRIBUTE, own);
}

/**
 * A listing page in the shop shows with its own remote's ui-kit CSS (DESIGN: the code a team owns is the code it
 * deploys — its look too): a remote redeployed alone restyles its pages without a host deploy. Only in the
 * shop's shell: a widget in a storefront's page has its CSS in its shadow root and touches no document's head.
 * A failed load keeps the CSS the page has.
 */
export function useOwnUiKitCss(own: string = BUILT_UI_KIT_CSS_HASH): void {
  const inShop = isShellQueryClient(useQueryClient());
  useEffect(() => {
    if (!inShop) return;
    let mounted = true;
    ensureOwnUiKitCss(document, own, loadOwnUiKitCss, () => mounted).catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [inShop, own]);
}
