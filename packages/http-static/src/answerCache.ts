import { negotiate } from '@fastify/accept-negotiator';

/** One upstream answer kept for a few seconds. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /**
   * The request headers the answer varies on (its `Vary`, but `Accept-Encoding`, which {@link answersRequest}
   * checks against its `Content-Encoding`), with the values the upstream was asked with ('' when absent).
   */
  varied: Record<string, string>;
  storedAt: number;
  expiresAt: number;
}

/**
 * The request headers an answer's `Vary` names, but `Accept-Encoding`, with this request's values; `null` for
 * `Vary: *` (an answer no other request may get).
 */
export function variedHeaders(vary: string | undefined, request: Readonly<Record<string, string>>): Record<string, string> | null {
  const varied: Record<string, string> = {};
  for (const name of (vary ?? '').split(',').map((n) => n.trim().toLowerCase())) {
    if (name === '*') return null;
    if (name !== '' && name !== 'accept-encoding') varied[name] = request[name] ?? '';
  }
  return varied;
}

/**
 * Whether a kept answer may answer a request (HTTP caching's secondary keys): the request has the value of
 * every header the answer varies on that the upstream was asked with, and accepts the answer's encoding.
 * `request` holds lower-case header names.
 */
export function answersRequest(answer: Pick<CachedAnswer, 'headers' | 'varied'>, request: Readonly<Record<string, string>>): boolean {
  for (const [name, value] of Object.entries(answer.varied)) if ((request[name] ?? '') !== value) return false;
  const encoding = (answer.headers['content-encoding'] ?? '').trim().toLowerCase();
  return encoding === '' || encoding === 'identity' || negotiate(request['accept-encoding'] ?? '', [encoding]) === encoding;
}

/**
 * A micro-cache of public upstream answers, bounded in bytes (least recently used out first) and in lifetime.
 * It holds only what the upstream itself declared shareable, so it can be dropped and rebuilt at any time
 * (DESIGN.md "Scale": the only memory shared between requests is a bounded cache).
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(
    /** Total bytes kept. */
    readonly maxBytes: number,
    /** Largest single answer kept. */
    readonly maxEntryBytes: number,
    /** Longest an answer is kept, whatever the upstream allows. */
    readonly maxTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expiresAt <= this.now()) {
      this.bytes -= hit.body.length;
      return undefined;
    }
    this.entries.set(key, hit);
    return hit;
  }

  /** Keeps an answer for `ttlMs` (capped); answers too large for one entry are not kept. */
  set(key: string, answer: Omit<CachedAnswer, 'storedAt' | 'expiresAt'>, ttlMs: number): void {
    const size = answer.body.length;
    if (this.maxBytes <= 0 || size > this.maxEntryBytes || size > this.maxBytes || ttlMs <= 0) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.body.length;
    }
    const storedAt = this.now();
    this.entries.set(key, { ...answer, storedAt, expiresAt: storedAt + Math.min(ttlMs, this.maxTtlMs) });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }
}

/**
 * How long a shared cache may keep an answer, from its `Cache-Control` (`s-maxage`, else `max-age`), in ms,
 * less its `Age` (the time an upstream cache already kept it: RFC 9111 §4.2.3); 0 when it is not public or
 * forbids keeping.
 */
export function sharedLifetimeMs(cacheControl: string | undefined, age?: string): number {
  if (!cacheControl) return 0;
  const directives = cacheControl.toLowerCase();
  if (!/(^|[,\s])public([,\s]|$)/.test(directives) || /(^|[,\s])(private|no-store|no-cache)([,=\s]|$)/.test(directives)) return 0;
  const seconds = /s-maxage=(\d+)/.exec(directives)?.[1] ?? /(?:^|[,\s])max-age=(\d+)/.exec(directives)?.[1];
  return seconds ? Math.max(0, Number(seconds) - ageSeconds(age)) * 1000 : 0;
}

/** An `Age` header's seconds (RFC 9111 §5.1: a non-negative integer); 0 for none or anything else. */
export function ageSeconds(age: string | undefined): number {
  return age !== undefined && /^\s*\d{1,10}\s*$/.test(age) ? Number(age) : 0;
}
