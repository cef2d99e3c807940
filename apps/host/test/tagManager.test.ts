import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHostServer } from '../server/app';
import { readHostConfig, tagManagerFor } from '../server/config';
import { scriptHash, TAG_MANAGER_START } from '../server/html';

const TEMPLATE = '<!doctype html><html lang="de-DE"><head><!--SHOP_PRELOADS--><!--SHOP_CONFIG--></head><body><div id="root"></div></body></html>';

describe('TAG_MANAGERS: the storefront\'s tag manager (SPEC §7 "a tag manager script is loaded")', () => {
  it('reads locale=GTM-ID pairs and a * default; a storefront without one gets the default or none', () => {
    const config = readHostConfig({ TAG_MANAGERS: 'de_DE=GTM-ABC1234, *=GTM-DEF5678' });
    expect(tagManagerFor(config, 'de_DE')).toBe('GTM-ABC1234');
    expect(tagManagerFor(config, 'pl_PL')).toBe('GTM-DEF5678');
    expect(tagManagerFor(readHostConfig({ TAG_MANAGERS: 'de_DE=GTM-ABC1234' }), 'pl_PL')).toBeNull();
    expect(tagManagerFor(readHostConfig({}), 'de_DE')).toBeNull();
  });

  it.each(['de_DE=GTM-abc', 'de_DE=UA-1234', 'de=GTM-ABC1234', 'de_DE=GTM-ABC1234"><script>', 'GTM-ABC1234'])('refuses "%s" at start with a clear message', (value) => {
    expect(() => readHostConfig({ TAG_MANAGERS: value })).toThrow(/TAG_MANAGERS lists locale=GTM-ID pairs/);
  });

  describe('in the page', () => {
    let server: FastifyInstance;
    let base: string;
    beforeAll(async () => {
      const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
      writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
      writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
      server = await createHostServer({ ...readHostConfig({ SEARCH_API_URL: 'http://127.0.0.1:9/', TAG_MANAGERS: 'de_DE=GTM-ABC1234' }), distDir: dist });
      base = await server.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => server.close());

    it('loads the container of the page\'s storefront, allowed by the CSP (its start event by hash)', async () => {
      const res = await fetch(`${base}/q/de-DE/search?q=sofa`);
      const html = await res.text();
      expect(html).toContain('<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234"></script>');
      expect(html).toContain(`<script>${TAG_MANAGER_START}</script>`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
      expect(csp).toContain(scriptHash(TAG_MANAGER_START));
    });

    it('loads nothing, and allows nothing more, on a storefront without a container', async () => {
      const res = await fetch(`${base}/q/pl-PL/search?q=sofa`);
      expect(await res.text()).not.toContain('googletagmanager');
      expect(res.headers.get('content-security-policy')).not.toContain('googletagmanager');
    });
  });
});
