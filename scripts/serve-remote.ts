/**
 * Serves one remote's build as static files (what any CDN would do), with CORS for the host and the
 * cache rules of DESIGN.md. Usage: tsx scripts/serve-remote.ts <dist-dir> <port>
 */
import http from 'node:http';
import path from 'node:path';
import { isProxiedPath, proxy, serveStatic } from '@shop/http-static';

const [dir, portArg] = process.argv.slice(2);
if (!dir || !portArg) {
  console.error('usage: serve-remote <dist-dir> <port>');
  process.exit(2);
}
const root = path.resolve(dir);
const port = Number(portArg);

const searchApiUrl = process.env.SEARCH_API_URL ?? 'http://localhost:3004/';

const server = http.createServer((req, res) => {
  // Standalone pages call the API on their own origin, like the host does.
  if (isProxiedPath(new URL(req.url ?? '/', 'http://x').pathname)) {
    proxy(req, res, searchApiUrl, 5000);
    return;
  }
  serveStatic(req, res, { root, cors: true })
    .then((served) => {
      if (served) return;
      // A remote also works on its own: unknown paths get its standalone page.
      req.url = '/index.html';
      return serveStatic(req, res, { root, cors: true }).then((ok) => {
        if (!ok) {
          res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
          res.end('Not found');
        }
      });
    })
    .catch(() => {
      res.writeHead(500);
      res.end();
    });
});
server.listen(port, () => console.log(`[remote] ${path.basename(path.dirname(root))} at http://localhost:${port}/`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
