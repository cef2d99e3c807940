import type { RemoteName } from '@shop/listing';
import type { OwnUiKitCss } from './ownCss';
import type * as RenderModule from './renderPage';
import type { RedirectQuestion, RenderedPage, RenderHandle, RenderRedirect, RenderRequest, RenderSkip } from './renderPage';

export type { EarlyFrame, RedirectQuestion, RenderedPage, RenderHandle, RenderRedirect, RenderRequest, RenderSkip } from './renderPage';
export type { HydrationState } from './hydrationState';
export type { OwnUiKitCss } from './ownCss';

// The async boundary lets Module Federation set up shared modules (React, the router, …) before they are used.
let loaded: typeof RenderModule | null = null;
const renderer = () =>
  import('./renderPage').then((module) => {
    loaded = module;
    return module;
  });

/** The host's server renderer (`dist/server/render.js`), called by the host server for listing pages. */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | RenderSkip | RenderRedirect> {
  return (await renderer()).renderPage(request);
}

/**
 * Starts rendering a listing page: its outcome, and on demand the page's frame (header) rendered from what has
 * arrived, for the host to send before the search API answers.
 */
export function startRender(request: RenderRequest): RenderHandle {
  const handle = renderer().then((module) => module.startRender(request));
  return { page: handle.then((h) => h.page), frameNow: () => handle.then((h) => h.frameNow()) };
}

/** Where a page sends the shopper at once, without rendering it (see renderPage's `redirectOf`). */
export async function redirectOf(request: RedirectQuestion): Promise<string | null | undefined> {
  return (await renderer()).redirectOf(request);
}

/** A remote was redeployed: its server container is loaded again for the next page. */
export async function refreshRemotes(remotes: Record<RemoteName, string>): Promise<void> {
  await (await renderer()).refreshRemotes(remotes);
}

/** Loads the remotes' server code for the listing pages ahead of the first request (at start, after a redeploy). */
export async function prepare(remotes: Record<RemoteName, string>): Promise<void> {
  await (await renderer()).prepare(remotes);
}

/**
 * The ui-kit CSS of the remote that renders `module`'s pages, for their head: null until its server code is
 * loaded (the host's copy goes out then).
 */
export function uiKitCssOf(module: string): OwnUiKitCss | null {
  return loaded?.uiKitCssOf(module) ?? null;
}
