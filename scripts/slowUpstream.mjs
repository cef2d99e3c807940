/**
 * A stand-in for the search API in benchmarks and tests: passes every request on to `upstream` (status, content
 * type, `Location` and body), holding back those `slow(url)` picks by `delayMs` — by default the API's searches
 * (every `/q/api/` path but its images), as a busy catalogue answers while its fragments and images do not —
 * and answering itself those `answer(url)` gives an answer for (a catalogue's 410 for a retired category).
 * `asked`, when given, gets the URL of every request, in order (what reached the API). The API's
 * `Cache-Control` is passed on only for the answers `keep(url)` picks (none by default): a cache in front of
 * this stand-in (the host's micro-cache) asks it again for each page, as a test of a slow API expects.
 */
import http from 'node:http';

/** The API's searches: `/q/api/…`, not `/q/api/images/…`. */
export const searchesOnly = (url) => url.startsWith('/q/api/') && !url.startsWith('/q/api/images/');

/**
 * @param {{ port: number, upstream: string, delayMs?: number, slow?: (url: string) => boolean, answer?: (url: string) => { status: number, body: string } | null, asked?: string[], keep?: (url: string) => boolean }} options
 * @returns {Promise<import('node:http').Server>} listening on `port`
 */
export function startSlowUpstream({ port, upstream, delayMs = 0, slow = searchesOnly, answer = () => null, asked, keep = () => false }) {
  const base = upstream.replace(/\/$/, '');
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    asked?.push(url);
    const own = answer(url);
    if (own) {
      res.writeHead(own.status, { 'content-type': 'application/json' });
      res.end(own.body);
      return;
    }
    const pass = () =>
      fetch(`${base}${url}`, { headers: { accept: req.headers.accept ?? '*/*' }, redirect: 'manual' }).then(
        async (answer) => {
          const location = answer.headers.get('location');
          const cacheControl = keep(url) ? answer.headers.get('cache-control') : null;
          res.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
            ...(location ? { location } : {}),
            ...(cacheControl ? { 'cache-control': cacheControl } : {}),
          });
          res.end(Buffer.from(await answer.arrayBuffer()));
        },
        () => {
          res.writeHead(502);
          res.end();
        },
      );
    if (delayMs > 0 && slow(url)) setTimeout(pass, delayMs);
    else void pass();
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
