import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './cacheRules';

export interface StaticOptions {
  /** Folder served; requests can never leave it. */
  root: string;
  /**
   * Send `Access-Control-Allow-Origin: *` and `Cross-Origin-Resource-Policy: cross-origin` (remotes are fetched
   * cross-origin by the host and by storefront pages). Defaults to `false`.
   */
  cors?: boolean;
  /** Files never served (besides source maps), e.g. the host's HTML template. Glob patterns relative to `root`. */
  ignore?: readonly string[];
  /**
   * `false` registers a route per file found at start (the host: its build changes only with a restart);
   * `true` serves whatever is in the folder at request time (a remote's folder gains the next deploy's files).
   */
  wildcard?: boolean;
}

/** Source maps are written for error tracking, never published. */
const NEVER_SERVED = /\.map$/i;

/**
 * Static files with the federation cache rules (DESIGN.md): `mf-manifest.json`, `remoteEntry.js` and other
 * unhashed entries `no-cache`, hashed chunks `immutable`; the build's brotli/gzip siblings sent when the client
 * accepts them. An unknown path falls to the app's not-found handler.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const ignore = ['**/*.map', ...(options.ignore ?? [])];
  await app.register(fastifyStatic, {
    root: path.resolve(options.root),
    wildcard: options.wildcard ?? true,
    globIgnore: ignore,
    index: false,
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => !NEVER_SERVED.test(pathName) && !(options.ignore ?? []).some((name) => pathName === `/${name}`),
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(path.basename(filePath).replace(/\.(br|gz)$/, '')));
      reply.header('X-Content-Type-Options', 'nosniff');
      if (options.cors) {
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      }
    },
  });
}
