import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';

/** Paths the host forwards to the search API (SPEC §7, §2 fragments and category section content). */
export function isProxiedPath(pathname: string): boolean {
  return (
    pathname.startsWith('/q/api/') ||
    pathname.startsWith('/t/') ||
    pathname.startsWith('/n/') ||
    /^\/c\/(?:[a-z]{2}-[A-Z]{2}\/)?h\d+$/.test(pathname)
  );
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

function jsonError(res: ServerResponse, status: number, error: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ code: status, error, message });
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** Streams the request to `upstream` and the answer back; 502 when it fails, 504 after `timeoutMs`. */
export function proxy(req: IncomingMessage, res: ServerResponse, upstream: string, timeoutMs: number): void {
  const target = new URL(req.url ?? '/', upstream);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  const client = target.protocol === 'https:' ? https : http;
  const upstreamReq = client.request(target, { method: req.method, headers }, (upstreamRes) => {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(upstreamRes.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
    }
    res.writeHead(upstreamRes.statusCode ?? 502, out);
    upstreamRes.pipe(res);
  });
  upstreamReq.setTimeout(timeoutMs, () => {
    upstreamReq.destroy();
    jsonError(res, 504, 'upstream_timeout', 'The search service did not answer in time');
  });
  upstreamReq.on('error', () => jsonError(res, 502, 'upstream_unavailable', 'The search service is not reachable'));
  req.pipe(upstreamReq);
}
