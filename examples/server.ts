/**
 * Serves the storefront examples on an origin of their own (not the shop's), the way a storefront team's page
 * is: `plain-html/` (one script tag), `react-host/` (a federated React app, built to `react-host/dist`) and
 * `iframe-parent/`. Placeholders in their HTML are filled with where the shop and the search remote are.
 *
 * Usage: tsx examples/server.ts [port]   (env SHOP_URL, SEARCH_REMOTE_URL; defaults: the ports of `npm start`)
 */
import { createHash } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export interface ExamplesOptions {
  port: number;
  /** The shop (host) origin, e.g. `http://localhost:3000`. */
  shopUrl: string;
  /** Where the search remote is served, ending in `/`, e.g. `http://localhost:3001/`. */
  searchRemoteUrl: string;
}

const here = __dirname;
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.css': 'text/css' };
export const EXAMPLES = ['plain-html', 'whole-search', 'iframe-parent', 'react-host'] as const;

function fill(html: string, options: ExamplesOptions): string {
  return html.replaceAll('%SHOP%', options.shopUrl.replace(/\/+$/, '')).replaceAll('%SEARCH_REMOTE%', options.searchRemoteUrl);
}

/** The Trusted Types policies of embed.js and the search remote's chunks and texts (README). */
export const EMBED_TRUSTED_TYPES = ['shop-search', 'shop-search#webpack', 'shop-search#texts'];

const hashSource = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
const inline = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => hashSource(match[1] ?? ''));

/**
 * A storefront's own Content-Security-Policy, as strict as the README lets one be: scripts from the page
 * itself (its bundle, its inline scripts by hash) and the search remote; connections to the shop (`api-base`)
 * and the search remote; images from the shop; the shop in a frame; styles only the page's own, by hash
 * (no `'unsafe-inline'`). With `trustedTypes`, script URLs must be Trusted Types made by the policies the
 * README names for embed.js (the React example's own federation runtime sets plain URLs, so it is served
 * without). Every browser test fails on a refusal, so the examples prove the README's policy.
 */
export function storefrontCsp(html: string, options: ExamplesOptions, trustedTypes: boolean): string {
  const shop = new URL(options.shopUrl).origin;
  const remote = new URL(options.searchRemoteUrl).origin;
  const styles = inline(html, 'style');
  return [
    "default-src 'none'",
    `script-src 'self' ${remote} ${inline(html, 'script').join(' ')}`.trim(),
    `style-src ${styles.length ? styles.join(' ') : "'none'"}`,
    `connect-src ${shop} ${remote}`,
    `img-src ${shop}`,
    `frame-src ${shop}`,
    "base-uri 'none'",
    ...(trustedTypes ? ["require-trusted-types-for 'script'", `trusted-types ${EMBED_TRUSTED_TYPES.join(' ')}`] : []),
  ].join('; ');
}

function index(): string {
  const links = EXAMPLES.map((name) => `<li><a href="/${name}/">${name}</a></li>`).join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Storefront examples</title><h1>Storefront examples</h1><ul>${links}</ul></html>`;
}

/** The file an address names, only inside `examples/<name>/` (and `react-host/dist/`), or null. */
function fileFor(urlPath: string): string | null {
  const [, name, ...rest] = urlPath.split('/');
  if (!(EXAMPLES as readonly string[]).includes(name ?? '')) return null;
  const dir = name === 'react-host' ? path.join(here, 'react-host', 'dist') : path.join(here, name as string);
  const file = path.resolve(dir, rest.join('/') || 'index.html');
  return file.startsWith(`${dir}${path.sep}`) ? file : null;
}

export function startExamples(options: ExamplesOptions): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (urlPath === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }
      if (urlPath === '/') {
        res.writeHead(200, { 'Content-Type': TYPES['.html'] as string }).end(index());
        return;
      }
      if (EXAMPLES.some((name) => urlPath === `/${name}`)) {
        res.writeHead(301, { Location: `${urlPath}/` }).end();
        return;
      }
      const file = fileFor(urlPath);
      if (!file || !existsSync(file)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end(urlPath.startsWith('/react-host/') ? 'Not found (build it: npm run build -- examples)' : 'Not found');
        return;
      }
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const body = await fs.readFile(file);
      if (!type.startsWith('text/html')) {
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(body);
        return;
      }
      const html = fill(body.toString('utf8'), options);
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache', 'Content-Security-Policy': storefrontCsp(html, options, !urlPath.startsWith('/react-host/')) }).end(html);
    })().catch(() => res.writeHead(500).end());
  });
  return new Promise((resolve) => server.listen(options.port, () => resolve(server)));
}

if (require.main === module) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 3005);
  const shopUrl = process.env.SHOP_URL ?? 'http://localhost:3000';
  const searchRemoteUrl = process.env.SEARCH_REMOTE_URL ?? 'http://localhost:3001/';
  void startExamples({ port, shopUrl, searchRemoteUrl }).then((server) => {
    console.log(`[examples] http://localhost:${port}/`);
    const stop = () => {
      server.closeAllConnections();
      server.close(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
