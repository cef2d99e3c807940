/**
 * Development builds only (`npm run dev`): a federation runtime plugin whose module reloads the page when
 * this app's build changes. It polls `dev-build.json` next to the app's files — the same origin the app's
 * chunks come from, so the host's CSP (connect-src lists the remotes) allows it, with no eval and no socket.
 */
const POLL_MS = 300;

declare const __webpack_public_path__: string | undefined;

function watchBuild(): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '/';
  const url = new URL('dev-build.json', new URL(base, window.location.href)).href;
  const page = window as unknown as { __SHOP_DEV_RELOAD__?: Set<string> };
  const watched = (page.__SHOP_DEV_RELOAD__ ??= new Set<string>());
  if (watched.has(url)) return;
  watched.add(url);
  let seen: string | null = null;
  const poll = () => {
    fetch(url, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ hash: string }>) : null))
      .then((build) => {
        if (build && seen && build.hash !== seen) window.location.reload();
        if (build) seen = build.hash;
      })
      .catch(() => undefined)
      .finally(() => setTimeout(poll, POLL_MS));
  };
  poll();
}

watchBuild();

export default function devReloadPlugin(): { name: string } {
  return { name: 'shop-dev-reload' };
}
