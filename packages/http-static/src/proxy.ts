import { Transform, type TransformCallback, pipeline } from 'node:stream';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { ageSeconds, AnswerCache, answersRequest, sharedLifetimeMs, variedHeaders, type CachedAnswer } from './answerCache';
import { hasControlOrBackslash } from './originForm';
import type { IncomingHttpHeaders } from 'undici/types/header';

/** GET/HEAD endpoints of the search API under `/q/api/` (SPEC §7), with how many path segments may follow. */
const API_ENDPOINTS: Readonly<Record<string, readonly [number, number]>> = {
  search: [0, 0],
  message: [0, 0],
  suggest: [0, 0],
  category: [1, 2],
  brand: [1, 2],
  query: [1, 1],
  cqe: [1, 1],
  evaluation: [2, 2],
  gridboxes: [2, 2],
  products: [2, 2],
  // A product image (`{productId}.svg`) or a sponsored banner picture (`banners/{id}.svg`).
  images: [1, 2],
};
/** SPEC §7 ad calls: `POST /t/piq/{kind}`. */
const AD_CALLS = new Set(['request', 'track', 'conversion', 'impression', 'view', 'click']);
/** SPEC §2 page fragments. */
const FRAGMENTS = new Set(['header', 'meta', 'footer']);
/**
 * One path segment: unreserved and sub-delim characters, and percent escapes — but no encoded `/`, `\` or `.`,
 * nor one encoded twice (`%252e%252e` is `..` to an upstream that decodes twice). Dots within a name
 * (`sofas..-sale`) are a name's; what a server may read as a dot segment is refused by {@link DOT_SEGMENT}.
 */
const SEGMENT = /^(?:[A-Za-z0-9\-_~!$&'()*+,;=:@.]|%(?!2[Ff]|5[Cc]|2[Ee]|00|25(?:2[EeFf]|5[Cc]|00))[0-9A-Fa-f]{2})+$/;

/**
 * A segment some server reads as a dot segment: dots alone (`.`, `..`, and `...`, which a server that trims
 * trailing dots reads as one), or `.` / `..` before parameters or an escape (`..;x` is `..` to a servlet
 * container, `..%20` to a server that trims blanks).
 */
const DOT_SEGMENT = /^(?:\.+|\.\.?[;%].*)$/;

export type ProxiedKind = 'api' | 'fragment' | 'content' | 'ad';

/**
 * Which fixed upstream path a request is for, or `null`. Only the paths the front end calls pass: the search
 * API's endpoints (SPEC §7), the page fragments and category section content (SPEC §2), and the ad calls.
 * Dot segments, empty segments and encoded separators are refused so the upstream sees the path we checked.
 */
export function proxiedKind(pathname: string, method: string): ProxiedKind | null {
  if (pathname.length > 1024 || pathname[0] !== '/') return null;
  const segments = pathname.slice(1).split('/');
  if (!segments.every((s) => SEGMENT.test(s) && !DOT_SEGMENT.test(s))) return null;
  const read = method === 'GET' || method === 'HEAD';
  const [a, b, c] = segments;
  if (a === 'q' && b === 'api' && c !== undefined && Object.hasOwn(API_ENDPOINTS, c)) {
    const [min, max] = API_ENDPOINTS[c]!;
    const rest = segments.length - 3;
    return read && rest >= min && rest <= max ? 'api' : null;
  }
  if (a === 'n' && b !== undefined && FRAGMENTS.has(b) && segments.length === 2) return read ? 'fragment' : null;
  if (a === 't' && b === 'piq' && c !== undefined && AD_CALLS.has(c) && segments.length === 3) return method === 'POST' ? 'ad' : null;
  if (a === 'c' && /^\/c\/(?:[a-z]{2}-[A-Z]{2}\/)?h\d{1,12}$/.test(pathname)) return read ? 'content' : null;
  return null;
}

/** True when the path is one the proxy forwards for some method (the host routes the rest to its pages). */
export function isProxiedPath(pathname: string): boolean {
  return proxiedKind(pathname, 'GET') !== null || proxiedKind(pathname, 'POST') !== null;
}

/** Request headers passed to the upstream; everything else (cookies, credentials, test knobs) stays behind. */
export const FORWARDED_REQUEST_HEADERS: readonly string[] = [
  'accept',
  'accept-encoding',
  'accept-language',
  'content-type',
  'if-modified-since',
  'if-none-match',
  'user-agent',
  'x-country',
  'x-language',
];

/** Response headers passed back; the upstream's cookies, CORS grants, server banners and hop-by-hop headers are dropped. */
export const FORWARDED_RESPONSE_HEADERS: readonly string[] = [
  // How long an upstream cache kept the answer already: a cache after us counts its lifetime from then.
  'age',
  'cache-control',
  'content-encoding',
  'content-language',
  'content-length',
  'content-type',
  'etag',
  'expires',
  'last-modified',
  'retry-after',
  'vary',
];

/**
 * Sent with every proxied answer: the upstream's bytes are never a document that can run on our origin, and
 * never sniffed into one.
 */
export const PROXIED_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "sandbox; default-src 'none'",
  'x-content-type-options': 'nosniff',
  // Public catalogue data (images included) may be read by storefront pages on other origins.
  'cross-origin-resource-policy': 'cross-origin',
};

export interface ApiProxyOptions {
  /** The search API. Its origin is the only host the proxy talks to; its path is kept as a prefix. */
  upstream: string;
  /** One deadline for the whole exchange, headers and body. SPEC §9 server HTTP timeout: 5000 ms. */
  timeoutMs: number;
  /** Largest upstream body passed on; a longer one is cut with an error. Defaults to 8 MiB. */
  maxResponseBytes?: number;
  /** Largest request body (ad calls). Defaults to 64 KiB. */
  maxRequestBytes?: number;
  /**
   * Origins allowed to read `/q/api/*` cross-origin (storefronts embedding the search). `'*'` (the default)
   * lets any page read the public catalogue; credentials are never allowed.
   */
  corsOrigins?: '*' | readonly string[];
  /** Connections kept open to the upstream. Defaults to 64. */
  connections?: number;
  /**
   * Bytes of public upstream answers kept in memory for up to `cacheTtlMs` (a micro-cache in front of the
   * search service; 0 turns it off). Defaults to 32 MiB.
   */
  cacheBytes?: number;
  /** Longest an answer is kept by the micro-cache. Defaults to 5000 ms. */
  cacheTtlMs?: number;
  /** Our own `Cache-Control` for a successful answer on a path, or `null` to keep the upstream's. */
  cacheControl?: (pathname: string, params: URLSearchParams) => string | null;
  /**
   * Where an API answer's redirect outside the upstream's own paths may lead: the absolute address the shop's
   * one link rule lets through (`ALLOWED_REDIRECT_HOSTS`), or `null`. Such a redirect is passed on as the API's
   * own redirect answer, a 200 of type `redirect` with its `redirectURL` (SPEC §3, §7), which a browser can
   * read (a 3xx to another host it would follow, and fail on). Without it, and for any other target, the
   * answer is a 502.
   */
  externalRedirect?: (location: string) => string | null;
}

export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
export const DEFAULT_MAX_REQUEST_BYTES = 64 * 1024;

class ProxyAbort extends Error {
  constructor(readonly reason: 'deadline' | 'client') {
    super(reason);
  }
}

/** Passes a body on while counting it: over the limit it fails; it keeps a copy while `keepUpTo` allows. */
class ByteLimit extends Transform {
  private seen = 0;
  private kept: Buffer[] | null;
  constructor(
    private readonly limit: number,
    private readonly keepUpTo = 0,
  ) {
    super();
    this.kept = keepUpTo > 0 ? [] : null;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      done(new Error(`upstream body over ${this.limit} bytes`));
      return;
    }
    if (this.kept && this.seen <= this.keepUpTo) this.kept.push(chunk);
    else this.kept = null;
    done(null, chunk);
  }
  /** The whole body, when it was kept. */
  copy(): Buffer | null {
    return this.kept ? Buffer.concat(this.kept) : null;
  }
}

const MAX_CACHED_ANSWER_BYTES = 512 * 1024;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The `Vary` of a proxied answer: the field names already set on the reply (`Origin`, which @fastify/cors sets
 * when it grants a list of origins each its own) and the upstream's, each once (names compared case-insensitively,
 * the first spelling kept); `*` whenever either says `*`. Setting the upstream's `Vary` as it came would drop
 * `Origin`, and a shared cache would then give one storefront's CORS grant to another.
 */
export function mergeVary(already: unknown, upstream: string | undefined): string | undefined {
  const names = new Map<string, string>();
  const values = [...(Array.isArray(already) ? already : [already]), upstream];
  for (const value of values) {
    if (typeof value !== 'string') continue;
    for (const part of value.split(',')) {
      const name = part.trim();
      if (name === '*') return '*';
      if (name !== '' && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
    }
  }
  return names.size > 0 ? [...names.values()].join(', ') : undefined;
}

/** A read the upstream did not answer: in time (504), or at all (502). */
function sendUnanswered(reply: FastifyReply, timedOut: boolean): FastifyReply {
  return timedOut
    ? sendError(reply, 504, 'upstream_timeout', 'The search service did not answer in time')
    : sendError(reply, 502, 'upstream_unavailable', 'The search service is not reachable');
}

/** A status that says the service failed or is busy now (5xx, 429 too many requests, 408 timeout), not what an address is. */
function isMomentaryFailure(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

function sendError(reply: FastifyReply, status: number, error: string, message: string): FastifyReply {
  return reply
    .code(status)
    .headers({ 'cache-control': 'no-store', ...PROXIED_RESPONSE_HEADERS })
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ code: status, error, message }));
}

/**
 * The proxy to the search API: fixed paths to a fixed upstream over an undici keep-alive pool, header
 * allow-lists both ways, one deadline covering the body, a size cap, and the upstream request aborted when
 * the client leaves. Its own CORS policy for public reads.
 */
export function createApiProxy(options: ApiProxyOptions) {
  const upstream = new URL(options.upstream);
  const basePath = upstream.pathname.replace(/\/+$/, '');
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const maxRequestBytes = options.maxRequestBytes ?? DEFAULT_MAX_REQUEST_BYTES;
  const pool = new Pool(upstream.origin, {
    connections: options.connections ?? 64,
    keepAliveTimeout: 30_000,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });

  const cache = new AnswerCache(options.cacheBytes ?? 32 * 1024 * 1024, MAX_CACHED_ANSWER_BYTES, options.cacheTtlMs ?? 5000);

  /** A redirect may only lead to the upstream's own paths under its base; it becomes a path on our origin. */
  function rewriteLocation(location: string): string | null {
    let target: URL;
    try {
      target = new URL(location, upstream);
    } catch {
      return null;
    }
    if (target.origin !== upstream.origin || !target.pathname.startsWith(`${basePath}/`)) return null;
    const path = target.pathname.slice(basePath.length);
    return isOriginPath(path) ? `${path}${target.search}` : null;
  }

  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const raw = request.raw.url ?? '/';
    const queryAt = raw.indexOf('?');
    const pathname = queryAt < 0 ? raw : raw.slice(0, queryAt);
    const kind = proxiedKind(pathname, request.method);
    if (!kind) return sendError(reply, 404, 'not_found', 'No such endpoint');
    // Ad calls come from the shop's own pages: embedded pages and storefront widgets ask for no ads (SPEC §6).
    // One a browser says another site made (any page's form can post text/plain without asking first) would
    // count views, clicks and conversions no shopper of ours made.
    if (kind === 'ad' && first(request.headers['sec-fetch-site']) === 'cross-site') {
      return sendError(reply, 403, 'cross_site', 'Ad calls are taken from the shop’s own pages only');
    }

    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = first(request.headers[name]);
      if (value !== undefined) headers[name] = value;
    }
    headers['x-forwarded-host'] = first(request.headers.host) ?? '';
    headers['x-forwarded-proto'] = request.protocol;
    headers['x-forwarded-for'] = request.ip;
    const body = request.method === 'POST' && Buffer.isBuffer(request.body) ? request.body : undefined;
    // Reads of public data may come from the micro-cache, or from the same read still on its way for the
    // server's render of a page (the browser asks for that page's search once it renders the page itself).
    const cacheKey = request.method === 'GET' || request.method === 'HEAD' ? answerKey(raw, headers) : null;
    const hit = cacheKey ? cache.get(cacheKey) : undefined;
    if (hit && answersRequest(hit, headers)) return sendKept(reply, hit, request.method, pathname);
    const pending = cacheKey ? serverReads.get(cacheKey) : undefined;
    const joined = pending ? await pending : null;
    // The upstream did not answer the same read: neither would it this one (asking again would only add to its
    // load), and the wait has been shorter than the deadline.
    if (joined && 'unanswered' in joined) return sendUnanswered(reply, joined.unanswered === 'timeout');
    if (joined && answersRequest(joined, headers)) return sendKept(reply, joined, request.method, pathname);

    const controller = new AbortController();
    const deadline = setTimeout(() => controller.abort(new ProxyAbort('deadline')), options.timeoutMs);
    const onClientGone = () => {
      if (!reply.raw.writableFinished) controller.abort(new ProxyAbort('client'));
    };
    reply.raw.once('close', onClientGone);
    const done = () => {
      clearTimeout(deadline);
      reply.raw.off('close', onClientGone);
    };

    let answer: Awaited<ReturnType<Pool['request']>>;
    try {
      answer = await pool.request({
        path: `${basePath}${pathname}${queryAt < 0 ? '' : raw.slice(queryAt)}`,
        method: request.method as 'GET' | 'HEAD' | 'POST',
        headers,
        body,
        signal: controller.signal,
      });
    } catch (error) {
      done();
      const reason = controller.signal.reason;
      if (reason instanceof ProxyAbort && reason.reason === 'client') return reply.hijack() as unknown as FastifyReply;
      const timedOut = (reason instanceof ProxyAbort && reason.reason === 'deadline') || (error as { code?: string }).code === 'UND_ERR_HEADERS_TIMEOUT';
      return sendUnanswered(reply, timedOut);
    }

    const { statusCode } = answer;
    const upstreamHeaders: IncomingHttpHeaders = answer.headers;
    const declared = Number(first(upstreamHeaders['content-length']));
    if (Number.isFinite(declared) && declared > maxResponseBytes) {
      discard(answer.body);
      done();
      return sendError(reply, 502, 'upstream_too_large', 'The search service sent more than the proxy passes on');
    }
    const out: Record<string, string> = {};
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstreamHeaders[name];
      if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    if (statusCode >= 300 && statusCode < 400 && statusCode !== 304) {
      const given = first(upstreamHeaders.location) ?? '';
      const location = rewriteLocation(given);
      if (!location) {
        discard(answer.body);
        done();
        let elsewhere: string | null;
        try {
          elsewhere = kind === 'api' && options.externalRedirect ? options.externalRedirect(new URL(given, upstream).href) : null;
        } catch {
          elsewhere = null;
        }
        if (elsewhere) {
          return reply
            .code(200)
            .headers({ 'cache-control': 'no-store', ...PROXIED_RESPONSE_HEADERS })
            .type('application/json; charset=utf-8')
            .send(JSON.stringify({ type: 'redirect', redirectURL: elsewhere }));
        }
        return sendError(reply, 502, 'upstream_redirect', 'The search service redirected outside its own paths');
      }
      out.location = location;
    }
    if (statusCode < 200 || statusCode > 599) {
      discard(answer.body);
      done();
      return sendError(reply, 502, 'upstream_status', 'The search service answered with an invalid status');
    }
    const ours = statusCode === 200 ? options.cacheControl?.(pathname, new URLSearchParams(queryAt < 0 ? '' : raw.slice(queryAt + 1))) : null;
    if (ours) out['cache-control'] = ours;
    if (isMomentaryFailure(statusCode)) {
      // Of this moment: no cache after us keeps it, whatever the upstream says (a browser or Varnish would show
      // the error until it expired, long after the service came back). Its Retry-After stays.
      out['cache-control'] = 'no-store';
      delete out.expires;
    }
    // The upstream's Vary adds to the reply's own (CORS's `Origin`, the headers every answer depends on), never
    // replaces it.
    const vary = mergeVary(mergeVary(reply.getHeader('vary'), answerVariesOn(pathname)), out.vary);
    reply.code(statusCode).headers({ ...out, ...(vary ? { vary } : {}), ...PROXIED_RESPONSE_HEADERS });
    const varied = variedHeaders(out.vary, headers);
    const lifetime = cacheKey && varied && request.method === 'GET' && statusCode === 200 ? sharedLifetimeMs(out['cache-control'], out.age) : 0;
    const limited = new ByteLimit(maxResponseBytes, lifetime > 0 ? MAX_CACHED_ANSWER_BYTES : 0);
    pipeline(answer.body, limited, (error) => {
      done();
      const copy = error ? null : limited.copy();
      if (copy && cacheKey && varied) cache.set(cacheKey, { status: statusCode, headers: out, body: copy, varied }, lifetime);
    });
    return reply.send(limited);
  }

  /**
   * The server's reads of public data on their way, by {@link answerKey}: each settles with its answer when it
   * may be shared, `null` when it may not, or how the upstream failed to answer it.
   */
  const serverReads = new Map<string, Promise<ServerRead>>();

  /**
   * A `fetch` for the server's own calls to the upstream (the render of a page), which shares its public reads
   * with the browsers' reads through the proxy. A read is answered from the micro-cache, or joins the same read
   * on its way; else it goes to the upstream, and while it does, a browser's read of the same answer waits for
   * it instead of asking again. Its upstream request is the server's, not the caller's: a caller that gives up
   * (a render past its deadline, whose page the browser will render with the same search) does not end it,
   * the proxy's deadline does. An answer that may be shared (a public 200, within the micro-cache's size) is
   * read whole and kept; any other goes to the caller as it came. A call to the upstream's origin passes the
   * proxy's path rules as a browser's does (a page address whose segment decodes to `a/../../admin` makes an
   * API path the browser's call is refused): one it refuses is refused here, as the network error a browser's
   * fetch gets for it, without asking the upstream. Other calls to the proxied paths (the ad calls' POSTs) and
   * calls to other origins go out unchanged.
   */
  async function fetchForServer(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const url = typeof input === 'string' || input instanceof URL ? new URL(input) : new URL(input.url);
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const onUpstream = url.origin === upstream.origin;
    const path = onUpstream && url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : null;
    if (onUpstream && (path === null || proxiedKind(path, method) === null)) {
      throw new TypeError(`fetch refused: ${method} ${url.pathname} is not a path the proxy passes to the search service`);
    }
    if (path === null || method !== 'GET' || input instanceof Request) return fetch(input, init);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const key = answerKey(`${path}${url.search}`, headers);
    // Any encoding it can decode will do for the server.
    const accepting = { ...headers, 'accept-encoding': DECODED_ENCODINGS };
    // A kept answer that does not decode within the proxy's size cap (an upstream's compression bomb) is not
    // used: the server asks for its own, which the API client reads within its bounds as it comes.
    const answerFrom = (answer: CachedAnswer) => responseOf(answer, maxResponseBytes).catch(() => fetch(input, init));
    const kept = cache.get(key);
    if (kept && answersRequest(kept, accepting)) return answerFrom(kept);
    const pending = serverReads.get(key);
    const joined = pending ? await untilAborted(pending, init.signal) : null;
    if (joined && 'unanswered' in joined) throw new TypeError(`fetch failed: the search service did not answer (${joined.unanswered})`);
    if (joined && answersRequest(joined, accepting)) return answerFrom(joined);
    if (pending) return fetch(input, init);

    let settle: (answer: ServerRead) => void = () => undefined;
    const shared = new Promise<ServerRead>((resolve) => (settle = resolve));
    serverReads.set(key, shared);
    const read = (async (): Promise<Response> => {
      const controller = new AbortController();
      const deadline = setTimeout(() => controller.abort(new ProxyAbort('deadline')), options.timeoutMs);
      deadline.unref();
      /** An answer not shared is the caller's alone: it ends when the caller gives up, or at the deadline. */
      const callersAlone = (answer: Response): Response => {
        settle(null);
        const { signal } = init;
        if (signal?.aborted) controller.abort(signal.reason);
        else signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
        return answer;
      };
      try {
        const answer = await fetch(url, { ...init, signal: controller.signal });
        const out = forwardedResponseHeaders(answer.headers);
        // The bytes kept are the decoded ones (fetch decodes): the host compresses them for each browser, and
        // says then that the answer varies by Accept-Encoding.
        delete out['content-encoding'];
        delete out['content-length'];
        const vary = out.vary?.split(',').map((name) => name.trim()).filter((name) => name !== '' && name.toLowerCase() !== 'accept-encoding');
        if (vary?.length) out.vary = vary.join(', ');
        else delete out.vary;
        const ours = answer.status === 200 ? options.cacheControl?.(path, url.searchParams) : null;
        if (ours) out['cache-control'] = ours;
        const varied = answer.status === 200 && !answer.redirected ? variedHeaders(out.vary, headers) : null;
        // Shared only when it varies on no header but those of its key: the server's request carries the
        // fetch's own defaults for the others, which no browser's read is known to match.
        const lifetime = varied && Object.keys(varied).length === 0 ? sharedLifetimeMs(out['cache-control'], out.age) : 0;
        if (!varied || lifetime <= 0) return callersAlone(answer);
        const body = await readUpTo(answer, MAX_CACHED_ANSWER_BYTES);
        if (body instanceof Response) return callersAlone(body);
        clearTimeout(deadline);
        const now = Date.now();
        const kept: CachedAnswer = { status: 200, headers: out, body, varied, storedAt: now, expiresAt: now + lifetime };
        cache.set(key, kept, lifetime);
        settle(kept);
        return responseOf(kept, maxResponseBytes);
      } catch (error) {
        clearTimeout(deadline);
        settle({ unanswered: controller.signal.reason instanceof ProxyAbort ? 'timeout' : 'unreachable' });
        throw error;
      } finally {
        serverReads.delete(key);
      }
    })();
    return untilAborted(read, init.signal);
  }

  /** Registers `/q/api/*` (with CORS for public reads), `/n/*` and `/t/*` on `app`. Category content goes through {@link forward}. */
  async function register(app: FastifyInstance): Promise<void> {
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxRequestBytes }, (_req, payload, next) => next(null, payload));
      await scope.register(async (api) => {
        await api.register(cors, {
          origin: options.corsOrigins === undefined || options.corsOrigins === '*' ? '*' : [...options.corsOrigins],
          methods: ['GET', 'HEAD'],
          allowedHeaders: ['Accept', 'Content-Type', 'X-Country', 'X-Language'],
          credentials: false,
          maxAge: 600,
          strictPreflight: false,
        });
        api.route({ method: ['GET', 'HEAD'], url: '/*', handler: forward });
      }, { prefix: '/q/api' });
      scope.route({ method: ['GET', 'HEAD'], url: '/n/*', handler: forward });
      scope.route({ method: 'POST', url: '/t/*', handler: forward });
    });
    app.addHook('onClose', async () => {
      await pool.close();
    });
  }

  /**
   * {@link fetchForServer} for the render of a page asked for at `host`: its reads of the search service say
   * that host (X-Forwarded-Host) as a browser's reads through the proxy do, so the upstream builds its absolute
   * redirects for it and the reads are shared with that host's browsers only.
   */
  function fetchAt(host: string): typeof fetchForServer {
    return (input, init = {}) => {
      const url = typeof input === 'string' || input instanceof URL ? new URL(input) : new URL(input.url);
      if (url.origin !== upstream.origin || input instanceof Request) return fetchForServer(input, init);
      const headers = new Headers(init.headers);
      headers.set('x-forwarded-host', host);
      return fetchForServer(input, { ...init, headers });
    };
  }

  return { register, forward, fetchAt };
}

/** How a read of the server's settles for those that wait for it (see `serverReads`). */
type ServerRead = CachedAnswer | null | { unanswered: 'timeout' | 'unreachable' };

/**
 * The request headers every proxied answer depends on, said in its `Vary` whatever the upstream says (the
 * micro-cache keys on them, {@link answerKey}): the format, and the market and language a caller may send as
 * headers instead of a `locale` parameter (SPEC §7; a storefront's own client may, CORS allows them). Without
 * them, Varnish or a browser kept a Polish answer and gave it to a French request for the same address.
 */
export const ANSWER_VARIES_ON = 'Accept, X-Country, X-Language';

/**
 * What an answer at `pathname` says it varies on: {@link ANSWER_VARIES_ON}, but a picture's (`/q/api/images/…`,
 * kept a year) not on `Accept`: a browser asks for pictures with an `Accept` of its own, and a shared cache kept a
 * copy of each picture per browser.
 */
export function answerVariesOn(pathname: string): string {
  return pathname.startsWith('/q/api/images/') ? 'X-Country, X-Language' : ANSWER_VARIES_ON;
}

/**
 * What a kept answer is told apart by: its path and query, the host it was asked at (the upstream is told it, and
 * builds absolute redirects with it, SPEC §7: one host's answer sent another host's shoppers to the first), and
 * the request headers the search API's answer always depends on (the format, the market and language, SPEC §7).
 * The other headers an answer varies on are checked by {@link answersRequest}, as its `Vary` says. (A shared cache
 * in front keys on the host anyway.)
 */
function answerKey(raw: string, headers: Readonly<Record<string, string>>): string {
  return [raw, headers['x-forwarded-host'] ?? '', headers['accept'] ?? '', headers['x-country'] ?? '', headers['x-language'] ?? ''].join('\u0000');
}

function sendKept(reply: FastifyReply, answer: CachedAnswer, method: string, pathname: string): FastifyReply {
  // Its age when it came (an upstream cache's), and the time it was kept here since.
  const age = String(ageSeconds(answer.headers.age) + Math.floor(Math.max(0, Date.now() - answer.storedAt) / 1000));
  const vary = mergeVary(mergeVary(reply.getHeader('vary'), answerVariesOn(pathname)), answer.headers.vary);
  return reply
    .code(answer.status)
    .headers({ ...answer.headers, ...(vary ? { vary } : {}), age, ...PROXIED_RESPONSE_HEADERS })
    .send(method === 'HEAD' ? undefined : answer.body);
}

/**
 * A kept answer as the server's `fetch` gives it: decoded (kept bytes of a browser's read keep their encoding),
 * to at most `maxBytes` (rejects past that).
 */
async function responseOf(answer: CachedAnswer, maxBytes: number): Promise<Response> {
  const { 'content-encoding': encoding = '', 'content-length': _length, ...headers } = answer.headers;
  return new Response(new Uint8Array(await decoded(answer.body, encoding.trim().toLowerCase(), maxBytes)), { status: answer.status, headers });
}

/** The encodings {@link responseOf} decodes. */
const DECODED_ENCODINGS = 'gzip, x-gzip, deflate, br';
const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const brotliDecompress = promisify(zlib.brotliDecompress);

function decoded(body: Buffer, encoding: string, maxOutputLength: number): Promise<Buffer> | Buffer {
  if (encoding === 'gzip' || encoding === 'x-gzip') return gunzip(body, { maxOutputLength });
  if (encoding === 'deflate') return inflate(body, { maxOutputLength });
  if (encoding === 'br') return brotliDecompress(body, { maxOutputLength });
  return body;
}

function forwardedResponseHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = headers.get(name);
    if (value !== null) out[name] = value;
  }
  return out;
}

/**
 * A body read whole while it is at most `limit` bytes; a longer one comes back as an answer to read on (what
 * was read, then the rest), as does one whose declared length is longer, unread.
 */
async function readUpTo(response: Response, limit: number): Promise<Buffer | Response> {
  const declared = Number(response.headers.get('content-length'));
  if (!response.body || (Number.isFinite(declared) && declared > limit)) return response;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    chunks.push(value);
    bytes += value.byteLength;
    if (bytes > limit) break;
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(rest, { status: response.status, headers: response.headers });
}

/** `work`, or a rejection with the signal's reason once it aborts first (`work` goes on). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Drops an upstream body we will not pass on (its abort error is expected, not a crash). */
function discard(body: NodeJS.ReadableStream & { destroy(): void }): void {
  body.on('error', () => undefined);
  body.destroy();
}

/** A path on our origin that every URL parser reads as a path: one leading slash, no backslash, no control characters. */
function isOriginPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !hasControlOrBackslash(path);
}
