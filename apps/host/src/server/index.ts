import type { RemoteName } from '@shop/listing';
import type { RenderedPage, RenderRedirect, RenderRequest, RenderSkip } from './renderPage';

export type { RenderedPage, RenderRedirect, RenderRequest, RenderSkip } from './renderPage';
export type { HydrationState } from './hydrationState';

// The async boundary lets Module Federation set up shared modules (React, the router, …) before they are used.
const renderer = () => import('./renderPage');

/** The host's server renderer (`dist/server/render.js`), called by the host server for listing pages. */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | RenderSkip | RenderRedirect> {
  return (await renderer()).renderPage(request);
}

/** A remote was redeployed: its server container is loaded again for the next page. */
export async function refreshRemotes(remotes: Record<RemoteName, string>): Promise<void> {
  (await renderer()).refreshRemotes(remotes);
}

/** Loads the remotes' server code for the listing pages ahead of the first request (at start, after a redeploy). */
export async function prepare(remotes: Record<RemoteName, string>): Promise<void> {
  await (await renderer()).prepare(remotes);
}
