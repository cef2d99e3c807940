import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough, type Transform } from 'node:stream';
import { createBrotliCompress, createGzip } from 'node:zlib';
import { dynamicBrotliOptions } from './compression';

/** The encoder for a request's `Accept-Encoding`: brotli, gzip or none (same preference as the compress plugin). */
function encoderFor(request: FastifyRequest): { encoding: 'br' | 'gzip'; stream: Transform & { flush(callback?: () => void): void } } | null {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') return { encoding, stream: createBrotliCompress(dynamicBrotliOptions) };
  if (encoding === 'gzip') return { encoding, stream: createGzip({ level: 6 }) };
  return null;
}

/**
 * Sends an HTML page in two parts: `early` at once (the head with its preloads, so the browser fetches
 * scripts and styles while the server still works) and the rest when `rest` settles. Compressed here, with
 * a flush after the first part (the compress plugin would hold it back until the end).
 */
export function sendStreamedHtml(request: FastifyRequest, reply: FastifyReply, early: string, rest: Promise<string>): FastifyReply {
  const encoder = encoderFor(request);
  const body = encoder?.stream ?? new PassThrough();
  if (encoder) reply.header('content-encoding', encoder.encoding);
  const vary = String(reply.getHeader('vary') ?? '');
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  reply.removeHeader('content-length');
  body.write(early);
  if (encoder) encoder.stream.flush();
  rest.then(
    (html) => body.end(html),
    (error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return reply.send(body);
}
