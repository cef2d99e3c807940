/**
 * A stand-in for the search API in benchmarks and tests: passes every request on to `upstream` (status, content
 * type, `Location` and body), holding back those `slow(url)` picks by `delayMs` — by default the API's searches
 * (every `/q/api/` path but its images), as a busy catalogue answers while its fragments and images do not —
 * and answering itself those `answer(url)` gives an answer for (a catalogue's 410 for a retired category).
 */
import http from 'node:http';

/** The API's searches: `/q/api/…`, not `/q/api/images/…`. */
export const searchesOnly = (url) => url.startsWith('/q/api/') && !url.startsWith('/q/api/images/');

/**
 * @param {{ port: number, upstream: string, delayMs?: number, slow?: (url: string) => boolean, answer?: (url: string) => { status: number, body: string } | null }} options
 * @returns {Promise<import('node:http').Server>} listening on `port`
 */
export function startSlowUpstream({ port, upstream, delayMs = 0, slow = searchesOnly, answer = () => null }) {
  const base = upstream.replace(/\/$/, '');
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
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
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream', ...(location ? { location } : {}) });
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
