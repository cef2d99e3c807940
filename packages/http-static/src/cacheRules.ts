/** A file name carrying a content hash, e.g. `123.4f9c2a1b3e.js`. */
export const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * DESIGN.md: `mf-manifest.json`, `remoteEntry.js` (and every other unhashed entry) are served `no-cache`;
 * hashed files `immutable` (chunks, and a production remote entry `remoteEntry.<hash>.js`, which the manifest names).
 */
export function cacheControlFor(fileName: string): string {
  return HASHED.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
