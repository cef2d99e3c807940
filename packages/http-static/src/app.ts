import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { Server } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { dynamicBrotliOptions } from './compression';
import { originFormServerFactory } from './originForm';

export interface BaseAppOptions {
  /** Trust `X-Forwarded-*` from this many proxies in front (a shared cache, a load balancer). Defaults to 0. */
  trustProxyHops?: number;
  /** Rewrites a request's URL before it is routed (Fastify's `rewriteUrl`); `request.originalUrl` keeps the one asked for. */
  rewriteUrl?: (url: string) => string;
}

/**
 * A Fastify instance with what every server of ours needs: origin-form request targets only, helmet's security
 * headers (the page policy itself is set per response), compression of dynamic answers, and bounded timeouts.
 */
export async function createBaseApp(options: BaseAppOptions = {}): Promise<FastifyInstance> {
  const hops = options.trustProxyHops ?? 0;
  const { rewriteUrl } = options;
  const app = Fastify<Server>({
    serverFactory: originFormServerFactory,
    // proxy-addr's trust function: the address `i` hops back is trusted while i < hops.
    trustProxy: hops > 0 ? (_address: string, i: number) => i < hops : false,
    logger: false,
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 1000 },
    ...(rewriteUrl ? { rewriteUrl: (request: { url?: string }) => rewriteUrl(request.url ?? '/') } : {}),
  });
  await app.register(helmet, {
    // Each response sets its own policy: the page's, the proxied answers' sandbox.
    contentSecurityPolicy: false,
    // Remotes' scripts and catalogue images are read by pages on other origins.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    // Framing is governed by the page's `frame-ancestors`, which can name the allowed storefronts.
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Answers made per request: a brotli level fast enough for each (compression.ts); static files come
    // pre-compressed.
    brotliOptions: dynamicBrotliOptions,
  });
  return app;
}

/** Listens on every interface (IPv6 and IPv4 where the machine has both). */
export async function listen(app: FastifyInstance, port: number): Promise<string> {
  try {
    return await app.listen({ port, host: '::' });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EAFNOSUPPORT' && (error as { code?: string }).code !== 'EADDRNOTAVAIL') throw error;
    return app.listen({ port, host: '0.0.0.0' });
  }
}
