import { createReadStream, promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A file name carrying a content hash, e.g. `123.4f9c2a1b3e.js`. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * DESIGN.md: `mf-manifest.json`, `remoteEntry.js` (and every other unhashed entry) are served `no-cache`;
 * hashed chunks `immutable`.
 */
export function cacheControlFor(fileName: string): string {
  return HASHED.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const COMPRESSIBLE = new Set(['.js', '.mjs', '.json', '.html', '.css', '.svg', '.map', '.txt']);
/** Compressed bodies by file and version; built files never change in place, so this is only ever filled. */
const compressed = new Map<string, Buffer>();

/** The encoding to answer with: brotli, then gzip, else none (`identity`). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

function compress(file: string, mtimeMs: number, encoding: 'br' | 'gzip', body: Buffer): Buffer {
  const key = `${encoding}:${mtimeMs}:${file}`;
  let out = compressed.get(key);
  if (!out) {
    out = encoding === 'br' ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(body, { level: 9 });
    compressed.set(key, out);
  }
  return out;
}

export interface StaticOptions {
  /** Folder served; requests can never leave it. */
  root: string;
  /** Send `Access-Control-Allow-Origin: *` (remotes are fetched cross-origin by the host). Defaults to `false`. */
  cors?: boolean;
}

/**
 * Serves a file below `root` for GET/HEAD when one exists. Returns `false` when there is none, so the caller
 * can answer otherwise (the host falls through to its routes).
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, { root, cors = false }: StaticOptions): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return false;
  }
  if (pathname.includes('\0')) return false;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${pathname}`);
  if (file !== base && !file.startsWith(base + path.sep)) return false;
  let stat;
  try {
    stat = await fs.stat(file);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  const name = path.basename(file);
  const headers: Record<string, string | number> = {
    'Content-Type': CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
    'Content-Length': stat.size,
    'Cache-Control': cacheControlFor(name),
    'Last-Modified': stat.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  if (cors) headers['Access-Control-Allow-Origin'] = '*';
  const since = req.headers['if-modified-since'];
  if (since && !HASHED.test(name) && Date.parse(since) >= Math.floor(stat.mtimeMs / 1000) * 1000) {
    res.writeHead(304, { 'Cache-Control': headers['Cache-Control']!, ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) });
    res.end();
    return true;
  }
  const encoding = COMPRESSIBLE.has(path.extname(name)) ? pickEncoding(req.headers['accept-encoding'] as string | undefined) : null;
  headers.Vary = 'Accept-Encoding';
  if (encoding && stat.size > 1024) {
    const body = compress(file, stat.mtimeMs, encoding, await fs.readFile(file));
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(file);
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    stream.on('end', resolve);
    stream.pipe(res);
  });
  return true;
}

export { isProxiedPath, proxy } from './proxy';
