import { promises as fs } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';

import { resolveLocale, toStoredLocale } from '@shop/market';
import type { ShopRuntimeConfig } from '../src/config';
import { judgeLocale } from '../src/routing/localeJudge';
import { matchRoute } from '../src/routing/routes';
import type { HostServerConfig } from './config';
import { contentSecurityPolicy, renderShell } from './html';
import { randomBytes } from 'node:crypto';
import { pageCacheControl } from './pageCache';
import { parseManifest, preloadTags, type FederationManifest } from './preloads';
import type { RemoteName } from '@shop/listing';
import { isProxiedPath, proxy, serveStatic } from '@shop/http-static';

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function cookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The host server: HTML shell, runtime config, redirects, 404s, cache headers, and the API proxy. */
export async function createHostServer(config: HostServerConfig): Promise<http.Server> {
  const template = await fs.readFile(path.join(config.distDir, 'index.html'), 'utf8');
  const hostManifest = await fs
    .readFile(path.join(config.distDir, 'mf-manifest.json'), 'utf8')
    .then((text) => parseManifest(JSON.parse(text)))
    .catch(() => null);
  // Remote manifests, refreshed in the background: remotes deploy on their own schedule.
  const remoteManifests = new Map<RemoteName, FederationManifest | null>();
  const refreshManifests = () =>
    Promise.all(
      (Object.keys(config.remotes) as RemoteName[]).map(async (name) => {
        try {
          const res = await fetch(config.remotes[name], { signal: AbortSignal.timeout(1500) });
          if (res.ok) remoteManifests.set(name, parseManifest(await res.json()));
        } catch {
          // unreachable now: no preloads for it until the next refresh
        }
      }),
    );
  // Every minute; every 2 s while one is still unknown (a remote that starts after the host).
  const scheduleRefresh = () => {
    const missing = (Object.keys(config.remotes) as RemoteName[]).some((name) => !remoteManifests.get(name));
    setTimeout(() => void refreshManifests().then(scheduleRefresh), missing ? 2_000 : 60_000).unref();
  };
  void refreshManifests().then(scheduleRefresh);

  const preloadsFor = (module: string | null): string => {
    const [remote, expose] = (module ?? 'search/SearchPage').split('/') as [RemoteName, string];
    return preloadTags({ host: hostManifest, remote: { manifestUrl: config.remotes[remote], manifest: remoteManifests.get(remote) ?? null, expose } });
  };

  const runtimeConfig = (locale: string): ShopRuntimeConfig => ({
    remotes: config.remotes,
    apiBaseUrl: '/',
    locale,
    allowedRedirectHosts: config.allowedRedirectHosts,
    remoteTimeoutMs: config.remoteTimeoutMs,
    adTimeoutMs: config.adTimeoutMs,
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://host');
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request');
      return;
    }
    const { pathname } = url;

    if (isProxiedPath(pathname)) {
      proxy(req, res, config.searchApiUrl, config.upstreamTimeoutMs);
      return;
    }
    if (pathname === '/config.json') {
      const body = JSON.stringify(runtimeConfig(resolveRequestLocale(req, url, undefined)));
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ...SECURITY_HEADERS });
      res.end(body);
      return;
    }
    if (pathname === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      res.end('ok');
      return;
    }
    if (pathname !== '/index.html' && (await serveStatic(req, res, { root: config.distDir }))) return;

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }

    if (config.productPageUrl && pathname.startsWith('/p/')) {
      res.writeHead(302, { Location: new URL(`${pathname}${url.search}`, config.productPageUrl).toString(), ...SECURITY_HEADERS });
      res.end();
      return;
    }

    const match = matchRoute(pathname, url.search, judgeLocale);
    if (match.kind === 'redirect') {
      res.writeHead(match.status, { Location: match.to, 'Cache-Control': 'public, max-age=300', ...SECURITY_HEADERS });
      res.end();
      return;
    }
    const routeLocale = match.kind === 'page' ? match.routeLocale : undefined;
    const locale = resolveRequestLocale(req, url, routeLocale);
    const nonce = randomBytes(16).toString('base64');
    const html = renderShell(template, runtimeConfig(locale), match.kind === 'page' ? preloadsFor(match.module) : '', nonce);
    res.writeHead(match.kind === 'notFound' ? 404 : 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': match.kind === 'notFound' ? 'no-cache' : pageCacheControl(pathname, url.searchParams),
      Vary: 'Accept-Language, Cookie',
      'Content-Language': locale.replace('_', '-'),
      'Content-Security-Policy': contentSecurityPolicy(Object.values(config.remotes), nonce),
      ...SECURITY_HEADERS,
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  function resolveRequestLocale(req: IncomingMessage, url: URL, routeLocale: string | undefined): string {
    // An explicit locale in the address wins over cookies and headers: the page must match its URL.
    if (routeLocale) return toStoredLocale(routeLocale);
    return resolveLocale(
      {
        headerLocale: req.headers['accept-language'],
        cookieLocale: cookie(req, 'locale'),
        queryLocale: url.searchParams.get('locale') ?? undefined,
        path: url.pathname,
        host: req.headers.host,
      },
      () => undefined,
    ).locale;
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[host] request failed', error);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal server error');
      } else res.destroy();
    });
  });
}
