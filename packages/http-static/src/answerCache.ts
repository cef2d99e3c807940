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
 * What an entry holds besides its body's bytes, as counted against the budget: a fixed share for the entry's
 * objects and the map's slot, and two bytes a character of its key, headers and varied values. Counting the
 * body alone, a flood of distinct long addresses with tiny answers (unknown parameters the upstream ignores)
 * kept ~12 KB each for every 2 bytes counted: 60,000 of them took 757 MB of heap within a 32 MiB budget.
 */
export const ENTRY_OVERHEAD_BYTES = 256;

/** The longest key kept: an address longer than this is a flood's or a robot's, not a shopper's read. */
export const MAX_CACHED_KEY_LENGTH = 4096;

/** The bytes an entry counts against the cache's budget (see {@link ENTRY_OVERHEAD_BYTES}). */
export function entryBytes(key: string, answer: Pick<CachedAnswer, 'headers' | 'body' | 'varied'>): number {
  let bytes = ENTRY_OVERHEAD_BYTES + answer.body.length + key.length * 2;
  for (const record of [answer.headers, answer.varied]) for (const [name, value] of Object.entries(record)) bytes += (name.length + value.length) * 2;
  return bytes;
}

/**
 * A micro-cache of public upstream answers, bounded in bytes (each entry's key, headers and body: least
 * recently used out first) and in lifetime (answers past it are swept out as new ones come). It holds only what
 * the upstream itself declared shareable, so it can be dropped and rebuilt at any time (DESIGN.md "Scale": the
 * only memory shared between requests is a bounded cache).
 */
export class AnswerCache {
  private readonly entries = new Map<string, { answer: CachedAnswer; bytes: number }>();
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
    if (hit.answer.expiresAt <= this.now()) {
      this.bytes -= hit.bytes;
      return undefined;
    }
    this.entries.set(key, hit);
    return hit.answer;
  }

  /** Keeps an answer for `ttlMs` (capped); answers too large for one entry, or under too long a key, are not kept. */
  set(key: string, answer: Omit<CachedAnswer, 'storedAt' | 'expiresAt'>, ttlMs: number): void {
    const bytes = entryBytes(key, answer);
    if (this.maxBytes <= 0 || answer.body.length > this.maxEntryBytes || bytes > this.maxBytes || key.length > MAX_CACHED_KEY_LENGTH || ttlMs <= 0) return;
    this.remove(key);
    const storedAt = this.now();
    // The least recently used first: those past their lifetime go now, not when the budget is full.
    for (const [oldest, entry] of this.entries) {
      if (entry.answer.expiresAt > storedAt) break;
      this.remove(oldest);
    }
    this.entries.set(key, { answer: { ...answer, storedAt, expiresAt: storedAt + Math.min(ttlMs, this.maxTtlMs) }, bytes });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
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
