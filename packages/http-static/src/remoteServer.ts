import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createBaseApp } from './app';
import { createApiProxy } from './proxy';
import { registerStaticFiles } from './static';

export interface RemoteServerOptions {
  /** The remote's build folder (`mf-manifest.json`, `remoteEntry.js`, chunks, `index.html`). */
  root: string;
  /** The search API its standalone page calls through the same fixed-path proxy as the host. */
  searchApiUrl: string;
  /** Deadline of a proxied call. Defaults to 5000 ms (SPEC §9). */
  upstreamTimeoutMs?: number;
}

/**
 * The standalone page's Content-Security-Policy: its scripts are the remote's own files (no inline script), its
 * calls and pictures go through its own proxy (teasers may name pictures elsewhere: https), its styles come from
 * its scripts; nothing frames it, no plugin runs, no `<base>` or form sends elsewhere.
 */
export const STANDALONE_PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' https: data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * What any CDN does for a remote, plus its standalone page: files with CORS and the federation cache rules,
 * unknown asset paths 404 (never the HTML page), `/` the standalone page (settings in the hash), under
 * {@link STANDALONE_PAGE_CSP}.
 */
export async function createRemoteServer(options: RemoteServerOptions): Promise<FastifyInstance> {
  const app = await createBaseApp();
  const proxy = createApiProxy({ upstream: options.searchApiUrl, timeoutMs: options.upstreamTimeoutMs ?? 5000 });
  await proxy.register(app);
  await registerStaticFiles(app, { root: options.root, cors: true, wildcard: true, ignore: ['index.html'] });
  const standalone = await fs.readFile(path.join(options.root, 'index.html'), 'utf8');
  for (const url of ['/', '/index.html']) {
    app.get(url, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').header('content-security-policy', STANDALONE_PAGE_CSP).header('x-content-type-options', 'nosniff').type('text/html; charset=utf-8').send(standalone),
    );
  }
  app.get('/c/*', (request, reply) => proxy.forward(request, reply));
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).header('access-control-allow-origin', '*').header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found'),
  );
  return app;
}
