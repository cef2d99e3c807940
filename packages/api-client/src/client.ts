import { linkPolicy, type LinkPolicy } from './links';
import { createLogger } from './logger';
import type { Logger } from './logger';
import { resolveRedirectTarget } from './redirect';
import {
  buildAdEventRequest,
  buildGridboxesRequest,
  buildMessageRequest,
  buildSearchRequest,
  buildSponsoredBannerBody,
  buildSponsoredProductsBody,
  buildSponsoredRequest,
  buildSuggestRequest,
  requestUrl,
} from './request';
import type {
  AdEventKind,
  ApiRequest,
  MessageKey,
  RequestContext,
  SearchEndpoint,
  SponsoredBannerInput,
  SponsoredProductsInput,
} from './request';
import type {
  EvaluationResult,
  Gridbox,
  MessageResult,
  PromotedProductItem,
  SearchResult,
  SponsoredBanner,
  SponsoredBannerRequest,
  SuggestResult,
} from './types';
import type { UrlState } from './urlState';
import { RESPONSE_BOUNDS, ResponseTooLargeError, ResponseValidationError } from './bounds';
import type * as AnswerRulesModule from './validate';

/** The answer rules (`validate.ts`, ~4 kB brotli): a chunk of their own, loaded with the first call. */
export type AnswerRules = typeof AnswerRulesModule;

let answerRules: Promise<AnswerRules> | null = null;

/**
 * Loads the answer rules, once per bundle. A call asks for them as it starts and awaits them only once its
 * answer is in, so their chunk loads in parallel with the request: a page rendered by the server needs them only
 * for its first request after the shopper acts, and a page rendered in the browser not before its first answer.
 * A chunk that fails to load is asked for again by the next call (the service recovers by itself); its failure is
 * handled here, so a caller that does not wait for the promise leaves no unhandled rejection.
 */
export function loadAnswerRules(): Promise<AnswerRules> {
  if (!answerRules) {
    answerRules = import(/* webpackChunkName: "answer-rules" */ './validate');
    answerRules.catch(() => {
      answerRules = null;
    });
  }
  return answerRules;
}

/** Loads the answer rules ahead of the first call (an idle page after it is live): nothing to wait for then. */
export function preloadAnswerRules(): void {
  void loadAnswerRules();
}

/** Why a call failed. */
export type HttpErrorReason =
  /** The API answered with an error status (or an empty result). */
  | 'http'
  /** No response: network failure, bad URL. */
  | 'network'
  | 'timeout'
  /** The caller's signal aborted the call. */
  | 'aborted'
  /** The body is not JSON or lacks required fields. */
  | 'invalid-body'
  /** The body, or a list in it, is over a hard bound of `RESPONSE_BOUNDS`: refused rather than shown. */
  | 'too-large'
  /** A redirect without a usable target, or one outside our paths and the allowed hosts. */
  | 'unsafe-redirect';

export interface HttpRequestErrorInit {
  statusCode: number;
  reason: HttpErrorReason;
  url: string;
  response?: Response;
  body?: unknown;
  cause?: unknown;
}

/** SPEC §8 "HTTP request failed", carrying response, body and statusCode. */
export class HttpRequestError extends Error {
  override readonly name = 'HttpRequestError';
  readonly statusCode: number;
  readonly reason: HttpErrorReason;
  readonly url: string;
  readonly response?: Response;
  readonly body?: unknown;

  constructor(init: HttpRequestErrorInit) {
    super('HTTP request failed', init.cause === undefined ? undefined : { cause: init.cause });
    this.statusCode = init.statusCode;
    this.reason = init.reason;
    this.url = init.url;
    if (init.response !== undefined) this.response = init.response;
    if (init.body !== undefined) this.body = init.body;
  }
}

/**
 * `value` is an HttpRequestError — also one thrown by another bundle's copy of this client (each remote
 * bundles its own; the query cache the host and remotes share may hold an error from either), so this checks
 * the shape, not the class.
 */
export function isHttpRequestError(value: unknown): value is HttpRequestError {
  if (value instanceof HttpRequestError) return true;
  if (!(value instanceof Error) || value.name !== 'HttpRequestError') return false;
  const { statusCode, reason } = value as Partial<HttpRequestError>;
  return typeof statusCode === 'number' && typeof reason === 'string';
}

/** Outcome of a call; failures are values, never thrown. */
export type ApiResult<T> =
  | { kind: 'ok'; status: number; data: T }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'error'; status: number; error: HttpRequestError };

/** With width and height given, the banner call only returns the body it would send (SPEC §7). */
export type SponsoredBannerResult = ApiResult<SponsoredBanner | null> | { kind: 'body'; body: SponsoredBannerRequest };

export interface CallOptions {
  signal?: AbortSignal;
}

/** Data of a search-data call: the evaluation endpoint answers with variants. */
export type SearchData<E extends SearchEndpoint> = E extends { type: 'evaluation' } ? EvaluationResult : SearchResult;

/** Every call of SPEC §7. */
export interface SearchApi {
  /**
   * Where links and redirects from this API may point: every address in its answers has passed this policy
   * already, and links the page gets elsewhere from upstream (fragments) pass it with `safeLink`.
   */
  readonly linkPolicy: LinkPolicy;
  search<E extends SearchEndpoint>(
    endpoint: E,
    state: UrlState,
    context: RequestContext,
    options?: CallOptions,
  ): Promise<ApiResult<SearchData<E>>>;
  /** Gridboxes by product id (also the product lookup after an ad response). */
  gridboxes(country: string, language: string, ids: readonly string[], options?: CallOptions): Promise<ApiResult<Gridbox[]>>;
  /** `locale` in `language_COUNTRY` form. */
  message(key: MessageKey, locale: string, options?: CallOptions): Promise<ApiResult<MessageResult>>;
  suggest(q: string, context: RequestContext, options?: CallOptions): Promise<ApiResult<SuggestResult>>;
  sponsoredProducts(input: SponsoredProductsInput, options?: CallOptions): Promise<ApiResult<PromotedProductItem[]>>;
  sponsoredBanner(input: SponsoredBannerInput, options?: CallOptions): Promise<SponsoredBannerResult>;
  adEvent(kind: AdEventKind, body: unknown, options?: CallOptions): Promise<ApiResult<null>>;
}

/** SPEC §9 server HTTP timeout. */
export const DEFAULT_TIMEOUT_MS = 5000;
/** SPEC §9 gives 300 ms and 4000 ms for ad requests; the longer one, as a browser call often needs it. */
export const DEFAULT_AD_TIMEOUT_MS = 4000;

export interface SearchApiOptions {
  /** Absolute or relative base URL of the API. Defaults to `/`. */
  baseUrl?: string;
  /** Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Time limit per call; exceeding it is a failure with status 500 (SPEC §7). Defaults to `5000`. */
  timeoutMs?: number;
  /** Time limit for sponsored products and banner calls. Defaults to `4000`. */
  adTimeoutMs?: number;
  /** Defaults to a console logger at level `error`. */
  logger?: Logger;
  /**
   * Hosts (names, optionally `:port`, no scheme) that links and redirects from the API may point at besides our
   * own origin (`ALLOWED_REDIRECT_HOSTS`). Defaults to none: own paths only.
   */
  allowedRedirectHosts?: readonly string[];
  /** Our own origin, against which links are resolved. Defaults to the page's origin. */
  origin?: string;
  /** Bodies larger than this many bytes are refused (`too-large`). Defaults to `RESPONSE_BOUNDS.bodyBytes` (4 MiB). */
  maxBodyBytes?: number;
  /** Extra headers for every call, e.g. forwarded host on the server. */
  headers?: Record<string, string>;
  /**
   * The A/B value (`v`) of a search whose context carries none: a server's render has the request's A/B
   * cookie, not `document.cookie`. A context's own value wins.
   */
  abValue?: string;
  /**
   * `false` on a server: a 3xx of the API is read, not followed, so its status is kept (SPEC §7: "Status 301 or
   * 302 is kept"). A browser cannot read a redirect it did not follow, so there the client follows it (the
   * default) and calls where it ended a 302.
   */
  followRedirects?: boolean;
}

type Parser<T> = (body: unknown, policy: LinkPolicy) => T;
/** Picks a call's parser from the answer rules (which load with the call); `null`: the answer is not read. */
type PickParser<T> = ((rules: AnswerRules) => Parser<T>) | (null extends T ? null : never);

interface RawResponse {
  response: Response;
  /** `null` when the body was over the byte limit and was not read to the end. */
  text: string | null;
}

/** Reads a body as text, giving up (`null`) as soon as it is longer than `limit` bytes. */
export async function readBody(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

const NO_CONTENT = new Set([204, 205]);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Location of a 3xx: the header, else the body's `redirectURL`, else a string `link` in the body. */
function redirectTargetOf(response: Response, body: unknown): string | undefined {
  const header = response.headers.get('Location');
  if (header !== null && header !== '') return header;
  if (!isRecord(body)) return undefined;
  if (typeof body.redirectURL === 'string' && body.redirectURL !== '') return body.redirectURL;
  if (typeof body.link === 'string' && body.link !== '') return body.link;
  return undefined;
}

/**
 * Where a followed redirect ended, as a redirect target: our own path when it stayed on the origin the call
 * went to (the API sits behind our origin), else the absolute URL (checked against the allowed hosts).
 */
function followedTarget(requestUrl: string, finalUrl: string): string | undefined {
  try {
    const base = typeof location === 'undefined' ? finalUrl : location.href;
    const from = new URL(requestUrl, base);
    const to = new URL(finalUrl, base);
    return to.origin === from.origin ? `${to.pathname}${to.search}${to.hash}` : to.href;
  } catch {
    return undefined;
  }
}

/** `location` resolved against the call's URL (unchanged when either is no URL). */
function resolvedOn(location: string, callUrl: string): string {
  try {
    return new URL(location, callUrl).href;
  } catch {
    return location;
  }
}

/** An empty result body (`{ code }` without items) stands for a failed search (SPEC §3, §4). */
function emptyResultCode(body: unknown): number | undefined {
  if (!isRecord(body) || 'items' in body || typeof body.code !== 'number') return undefined;
  return body.code;
}

export function createSearchApi(options: SearchApiOptions = {}): SearchApi {
  const baseUrl = options.baseUrl ?? '/';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const adTimeoutMs = options.adTimeoutMs ?? DEFAULT_AD_TIMEOUT_MS;
  const logger = options.logger ?? createLogger();
  const policy = linkPolicy(options.allowedRedirectHosts ?? [], options.origin);
  const maxBodyBytes = options.maxBodyBytes ?? RESPONSE_BOUNDS.bodyBytes;

  function fail<T>(init: HttpRequestErrorInit, level: 'error' | 'warn' | 'debug' = 'error'): ApiResult<T> {
    const error = new HttpRequestError(init);
    logger[level](error.message, { url: init.url, status: init.statusCode, reason: init.reason });
    return { kind: 'error', status: init.statusCode, error };
  }

  async function send(request: ApiRequest, limitMs: number, signal: AbortSignal | undefined): Promise<RawResponse | ApiResult<never>> {
    const url = requestUrl(baseUrl, request);
    if (signal?.aborted) return fail({ statusCode: 500, reason: 'aborted', url }, 'debug');
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limitMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const init: RequestInit = {
      method: request.method,
      headers: { ...options.headers, ...request.headers },
      // SPEC §7 "redirects are not followed" means: not shown as the answer. A browser cannot read a manual
      // redirect (an opaque response), so the client follows it and maps where it ended to a view path.
      redirect: options.followRedirects === false ? 'manual' : 'follow',
      signal: controller.signal,
    };
    if (request.body !== undefined) init.body = JSON.stringify(request.body);
    if (request.keepalive) init.keepalive = true;
    logger.debug('HTTP request', { method: request.method, url });
    try {
      const response = await doFetch(url, init);
      const text = NO_CONTENT.has(response.status) ? '' : await readBody(response, maxBodyBytes);
      logger.debug('HTTP response', { url, status: response.status });
      return { response, text };
    } catch (cause) {
      if (timedOut) return fail({ statusCode: 500, reason: 'timeout', url, cause });
      if (signal?.aborted) return fail({ statusCode: 500, reason: 'aborted', url, cause }, 'debug');
      return fail({ statusCode: 500, reason: 'network', url, cause });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  function redirectTo<T>(target: string | undefined, status: 301 | 302, url: string, response: Response): ApiResult<T> {
    const location = resolveRedirectTarget(target, policy);
    if (location === null) {
      return fail({ statusCode: 500, reason: 'unsafe-redirect', url, response, body: target });
    }
    return { kind: 'redirect', status, location };
  }

  async function call<T>(request: ApiRequest, pick: PickParser<T>, signal?: AbortSignal, limitMs = timeoutMs): Promise<ApiResult<T>> {
    const rules = pick ? loadAnswerRules() : null;
    const sent = await send(request, limitMs, signal);
    if (!('response' in sent)) return sent;
    const { response, text } = sent;
    const url = requestUrl(baseUrl, request);
    const status = response.status;
    if (text === null) {
      const cause = new ResponseTooLargeError('body', maxBodyBytes);
      return fail({ statusCode: 500, reason: 'too-large', url, response, cause });
    }
    const json = parseJson(text);
    const body = json.ok ? json.value : text;

    // A browser hides a manual redirect (status 0, no Location): nothing safe to follow.
    if (response.type === 'opaqueredirect') {
      return fail({ statusCode: 500, reason: 'unsafe-redirect', url, response });
    }
    // SPEC §7: a followed 3xx sends the shopper to the view path of where it ended.
    if (response.redirected && response.url) {
      return redirectTo(followedTarget(url, response.url), 302, url, response);
    }
    if (status >= 300 && status < 400) {
      const location = response.headers.get('Location');
      // A Location read on a server is relative to the API's address: our own path when it stays there.
      const target = location && options.followRedirects === false ? followedTarget(url, resolvedOn(location, url)) : redirectTargetOf(response, body);
      return redirectTo(target, status === 301 ? 301 : 302, url, response);
    }
    if (status >= 400 && status < 500) {
      return fail({ statusCode: status, reason: 'http', url, response, body }, 'warn');
    }
    if (status < 200 || status >= 300) {
      return fail({ statusCode: 500, reason: 'http', url, response, body });
    }
    if (!json.ok) return fail({ statusCode: 500, reason: 'invalid-body', url, response, body });
    if (isRecord(body) && body.type === 'redirect') {
      const target = typeof body.redirectURL === 'string' ? body.redirectURL : undefined;
      return redirectTo(target, 302, url, response);
    }
    const emptyCode = emptyResultCode(body);
    if (emptyCode !== undefined) {
      const statusCode = emptyCode >= 400 && emptyCode < 600 ? emptyCode : 404;
      return fail({ statusCode, reason: 'http', url, response, body }, 'warn');
    }
    if (!pick || !rules) return { kind: 'ok', status, data: null as T };
    let parse: Parser<T>;
    try {
      parse = pick(await rules);
    } catch (cause) {
      // The rules' chunk did not load (the network, or a deploy that removed it): like a lost answer.
      return fail({ statusCode: 500, reason: 'network', url, response, cause });
    }
    try {
      return { kind: 'ok', status, data: parse(body, policy) };
    } catch (cause) {
      if (!(cause instanceof ResponseValidationError)) throw cause;
      const reason = cause instanceof ResponseTooLargeError ? 'too-large' : 'invalid-body';
      return fail({ statusCode: 500, reason, url, response, body, cause });
    }
  }

  return {
    linkPolicy: policy,
    search<E extends SearchEndpoint>(endpoint: E, state: UrlState, context: RequestContext, opts: CallOptions = {}) {
      const request = buildSearchRequest(endpoint, state, context.abValue === undefined && options.abValue !== undefined ? { ...context, abValue: options.abValue } : context);
      const pick = (rules: AnswerRules) => (endpoint.type === 'evaluation' ? rules.parseEvaluationResult : rules.parseSearchResult) as Parser<SearchData<E>>;
      return call(request, pick, opts.signal);
    },
    gridboxes(country, language, ids, opts = {}) {
      return call(buildGridboxesRequest(country, language, ids), (rules) => rules.parseGridboxes, opts.signal);
    },
    message(key, locale, opts = {}) {
      return call(buildMessageRequest(key, locale), (rules) => rules.parseMessage, opts.signal);
    },
    suggest(q, context, opts = {}) {
      return call(buildSuggestRequest(q, context), (rules) => rules.parseSuggestResult, opts.signal);
    },
    sponsoredProducts(input, opts = {}) {
      return call(buildSponsoredRequest(buildSponsoredProductsBody(input), input), (rules) => rules.parseSponsoredProducts, opts.signal, adTimeoutMs);
    },
    async sponsoredBanner(input, opts = {}) {
      const body = buildSponsoredBannerBody(input);
      if (input.width !== undefined && input.height !== undefined) return { kind: 'body', body };
      return call(buildSponsoredRequest(body, input), (rules) => rules.parseSponsoredBanner, opts.signal, adTimeoutMs);
    },
    adEvent(kind, body, opts = {}) {
      return call<null>(buildAdEventRequest(kind, body), null, opts.signal, adTimeoutMs);
    },
  };
}
