import { HASHED } from '@shop/http-static';
import { escapeHtml } from '../src/server/escapeHtml';

/**
 * Preload hints for the federated chain. Without them the browser discovers each step only after the previous
 * one ran (HTML → main.js → shared chunks → remote manifest → remoteEntry.js → exposed chunk). The host server
 * knows the route and the manifests, so it announces them all in the HTML and the browser fetches in parallel.
 * A stale manifest only costs one wasted request: the runtime still loads what the live manifest says.
 * A remote's entry and chunks are *prefetched*, not preloaded: a failed preload would be handed to the
 * runtime's later load of the same URL, so a remote that was down at page load could not be retried in place.
 * Only its hashed files are: an unhashed one (a development build's entry and texts) is served `no-cache`
 * (DESIGN.md), so the browser would ask for it again when the runtime loads it — two requests instead of one.
 */
export interface ManifestAssets {
  js: { sync: string[] };
}

export interface FederationManifest {
  /** `null` for a pure consumer (the host has no entry of its own). */
  remoteEntry: string | null;
  /** Exposed module name without `./` → its synchronous chunks. */
  exposes: Record<string, string[]>;
  /** Shared package name → its synchronous chunks. */
  shared: Record<string, string[]>;
  /** The federation version that built it (`metaData.pluginVersion`); `null` when absent or not a version. */
  runtimeVersion: string | null;
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && /^[\w.@/-]+$/.test(x)) : [];
}

function syncJs(v: unknown): string[] {
  const js = (v as { js?: { sync?: unknown } } | undefined)?.js;
  return strings(js?.sync);
}

/** The build's list of boot and text chunks, beside `mf-manifest.json` (tools/webpack.cjs `BootChunksFile`). */
export const BOOT_CHUNKS_FILE = 'boot-chunks.json';

/** Longest `boot-chunks.json` the server reads from a remote (the real ones are a few kB). */
export const MAX_BOOT_CHUNKS_CHARS = 256_000;

/** A remote's `mf-manifest.json` is tens of kB (the search remote's 39 kB); anything far larger is not read. */
export const MAX_MANIFEST_CHARS = 1_000_000;

export interface BootChunks {
  /** The chunks `main.js` loads first, behind Module Federation's async boundary. */
  js: string[];
  /** Locale (`de_DE`) → text namespace → its chunk. */
  texts: Record<string, Record<string, string>>;
  /** The API client's answer rules (a chunk of their own): a page the browser renders needs them for its first answer. */
  answerRules: string[];
}

/**
 * Reads the build's `boot-chunks.json` (tools/webpack.cjs `BootChunksFile`). Anything malformed reads as none;
 * a file name that could leave the attribute is dropped.
 */
export function parseBootChunks(json: unknown): BootChunks {
  const m = (json ?? {}) as { js?: unknown; texts?: unknown; answerRules?: unknown };
  const texts: BootChunks['texts'] = {};
  if (m.texts && typeof m.texts === 'object') {
    for (const [locale, files] of Object.entries(m.texts as Record<string, unknown>)) {
      if (!/^[A-Za-z_]+$/.test(locale) || !files || typeof files !== 'object') continue;
      const names = Object.entries(files as Record<string, unknown>).filter(([ns, file]) => /^\w+$/.test(ns) && strings([file]).length === 1);
      texts[locale] = Object.fromEntries(names) as Record<string, string>;
    }
  }
  return { js: strings(m.js), texts, answerRules: strings(m.answerRules) };
}

/** A remote's text chunks for `locale`, all of its namespaces: a listing page renders with all of them. */
export function textFiles(boot: BootChunks | undefined, locale: string): string[] {
  return boot && Object.hasOwn(boot.texts, locale) ? Object.values(boot.texts[locale] as Record<string, string>) : [];
}

/** The boot chunks and the page's texts of `namespaces` in `locale`: the files to preload before `main.js` asks. */
export function bootFiles(boot: BootChunks, locale: string, namespaces: readonly string[]): string[] {
  const texts = Object.hasOwn(boot.texts, locale) ? boot.texts[locale] : undefined;
  return [...boot.js, ...namespaces.flatMap((ns) => (texts && Object.hasOwn(texts, ns) ? [texts[ns] as string] : []))];
}

/** Reads the parts of an `mf-manifest.json` needed for preloads; `null` for anything malformed. */
export function parseManifest(json: unknown): FederationManifest | null {
  if (!json || typeof json !== 'object') return null;
  const m = json as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown }; pluginVersion?: unknown }; exposes?: unknown; shared?: unknown };
  const entryName = m.metaData?.remoteEntry?.name;
  const entryPath = m.metaData?.remoteEntry?.path;
  if (typeof entryName !== 'string' || (entryName !== '' && !/^[\w.-]+$/.test(entryName))) return null;
  const prefix = typeof entryPath === 'string' && /^[\w./-]*$/.test(entryPath) && entryPath ? `${entryPath.replace(/\/?$/, '/')}` : '';
  const exposes: Record<string, string[]> = {};
  for (const e of Array.isArray(m.exposes) ? m.exposes : []) {
    const name = (e as { name?: unknown }).name;
    if (typeof name === 'string') exposes[name] = syncJs((e as { assets?: unknown }).assets);
  }
  const shared: Record<string, string[]> = {};
  for (const s of Array.isArray(m.shared) ? m.shared : []) {
    const name = (s as { name?: unknown }).name;
    if (typeof name === 'string') shared[name] = syncJs((s as { assets?: unknown }).assets);
  }
  const version = m.metaData?.pluginVersion;
  const runtimeVersion = typeof version === 'string' && /^\d+\.\d+\.\d+[\w.+-]{0,40}$/.test(version) ? version : null;
  return { remoteEntry: entryName ? `${prefix}${entryName}` : null, exposes, shared, runtimeVersion };
}


/**
 * `<link>` tags for a page: the host's shared chunks, and for the page's remote module a preconnect, the
 * manifest, the remote entry and the exposed module's chunks. Files of a remote are relative to its manifest
 * (publicPath `auto`).
 */
export function preloadTags({
  host,
  boot = [],
  remote,
  scriptsLow = false,
  entry,
}: {
  host: FederationManifest | null;
  /** The chunks the entry loads first and the page's texts (`bootFiles`): without a hint, a round trip after `main.js` ran. */
  boot?: readonly string[];
  /** The page's remote module; `texts`: its text chunks for the page's locale (`textFiles`), relative to the manifest. */
  remote?: { manifestUrl: string; manifest: FederationManifest | null; expose: string; texts?: readonly string[] };
  /**
   * The page arrives server-rendered: its scripts only make it live, so they load at low priority and leave
   * the line to the page's own markup and first images.
   */
  scriptsLow?: boolean;
  /** The page's entry script (`/main.js`). */
  entry?: string | undefined;
}): string {
  const tags: string[] = [];
  const priority = scriptsLow ? ' fetchpriority="low"' : '';
  // The entry script, named at the end of the body: found only when the whole page has arrived otherwise.
  if (entry) tags.push(`<link rel="preload" as="script" href="${escapeHtml(entry)}"${priority}>`);
  if (host) {
    for (const files of Object.values(host.shared)) for (const file of files) tags.push(`<link rel="preload" as="script" href="/${escapeHtml(file)}"${priority}>`);
  }
  for (const file of boot) tags.push(`<link rel="preload" as="script" href="/${escapeHtml(file)}"${priority}>`);
  if (remote) {
    const base = new URL('.', remote.manifestUrl);
    tags.push(`<link rel="preconnect" href="${escapeHtml(base.origin)}" crossorigin>`);
    tags.push(`<link rel="preload" as="fetch" href="${escapeHtml(remote.manifestUrl)}" crossorigin>`);
    const files = [
      ...(remote.manifest?.remoteEntry ? [remote.manifest.remoteEntry] : []),
      ...(remote.manifest?.exposes[remote.expose] ?? []),
      // Its texts: otherwise asked for only once its page module has rendered, a round trip before hydration.
      ...(remote.texts ?? []),
    ];
    for (const file of files.filter((name) => HASHED.test(name))) tags.push(`<link rel="prefetch" as="script" href="${escapeHtml(new URL(file, base).toString())}">`);
  }
  return [...new Set(tags)].join('');
}
