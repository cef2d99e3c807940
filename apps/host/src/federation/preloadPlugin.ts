import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Remote modules (`search/SearchPage`) whose files the page's head already announces. */
const announced = new Set<string>();

/**
 * The page's own remote module: the host server's HTML preloads its remote entry and its expose's files
 * (`server/preloads.ts`), so the runtime need not announce them again.
 */
export function markAnnouncedByServer(id: string): void {
  announced.add(id);
}

/**
 * Leaves the preloading of the page's own remote module to the host server's links. Loading a module from a
 * manifest, the runtime otherwise generates preload links for its expose's files and inserts those the page
 * lacks — the same files, found by querying the document for each: a task of 60–85 ms at 4× CPU at boot,
 * before hydration. A module opened later in the browser (another page) keeps the runtime's preloads, which
 * fetch its files along with its remote entry. Like every runtime plugin, no React at module top.
 */
export default function shopPreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-server-preload-plugin',
    beforePreloadRemote(args) {
      // The runtime reads the same array after this hook: it is changed in place.
      const kept = args.preloadOps.filter(
        (op) => !(op.exposes ?? []).some((expose) => announced.has(`${op.nameOrAlias}/${expose.replace(/^\.\//, '')}`)),
      );
      args.preloadOps.splice(0, args.preloadOps.length, ...kept);
    },
  };
}
