import type { FastifyInstance } from 'fastify';
import { createBaseApp } from './index';

/** A base app that answers with the client address it believes. */
async function appWithHops(trustProxyHops?: number): Promise<{ app: FastifyInstance; base: string }> {
  const app = await createBaseApp(trustProxyHops === undefined ? {} : { trustProxyHops });
  app.get('/ip', async (request) => ({ ip: request.ip }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base };
}

async function ipSeen(base: string, forwardedFor: string): Promise<string> {
  const res = await fetch(`${base}/ip`, { headers: { 'x-forwarded-for': forwardedFor } });
  return ((await res.json()) as { ip: string }).ip;
}

describe('DESIGN trust boundaries: X-Forwarded-For is believed from exactly the configured proxies', () => {
  it('trusts no proxy by default: the client address is the connection’s', async () => {
    const { app, base } = await appWithHops();
    try {
      expect(await ipSeen(base, '6.6.6.6')).toBe('127.0.0.1');
    } finally {
      await app.close();
    }
  });

  it('with one proxy in front, takes the address that proxy saw and never one the client wrote before it', async () => {
    const { app, base } = await appWithHops(1);
    try {
      expect(await ipSeen(base, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    } finally {
      await app.close();
    }
  });
});

describe('DESIGN embedding: framing is governed by the page’s frame-ancestors alone', () => {
  it('sends no X-Frame-Options, which would keep the allowed storefronts from framing the shop', async () => {
    const { app, base } = await appWithHops();
    try {
      const res = await fetch(`${base}/ip`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-frame-options')).toBeNull();
    } finally {
      await app.close();
    }
  });
});
