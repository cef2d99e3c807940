import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * True for an origin-form request target (RFC 9112 §3.2.1): an absolute path, optionally with a query. The
 * absolute form (`http://elsewhere/x`, what a forward proxy receives), the authority form, `*`, and paths that
 * begin with `//` (which URL parsers read as a host) are refused before any routing sees them.
 */
export function isOriginForm(target: string | undefined): boolean {
  if (!target || target[0] !== '/') return false;
  if (target[1] === '/' || target[1] === '\\') return false;
  // Control characters and backslashes never belong in a path we serve.
  return !hasControlOrBackslash(target);
}

/** Control characters (C0 and DEL) or a backslash: never part of a path we serve. */
export function hasControlOrBackslash(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A Fastify `serverFactory`: a plain Node server that answers 400 to any request target that is not origin-form,
 * so neither the router nor the proxy ever sees one.
 */
export function originFormServerFactory(handler: Handler): http.Server {
  return http.createServer((req, res) => {
    if (!isOriginForm(req.url)) {
      const body = JSON.stringify({ code: 400, error: 'request_target', message: 'Only origin-form request targets are accepted' });
      res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', Connection: 'close' });
      res.end(body);
      return;
    }
    handler(req, res);
  });
}
