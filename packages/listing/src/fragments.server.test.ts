/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { linkPolicy } from '@shop/api-client';
import { JSDOM } from 'jsdom';
import { fragmentQueryOptions } from './fragments';

// Node's own fetch (undici, as the host's server has it) with a DOMParser in place: the host's server renderer
// puts linkedom's there, jsdom's stands in for it here.
(globalThis as { DOMParser?: unknown }).DOMParser = new JSDOM('').window.DOMParser;

const policy = linkPolicy([], 'https://shop.example');

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

describe("the server's fragment reads (DESIGN trust boundaries: fixed paths on a fixed upstream)", () => {
  let elsewhereAsked = 0;
  const elsewhere = createServer((_req, res) => {
    elsewhereAsked += 1;
    res.writeHead(200, { 'content-type': 'text/html' }).end('<title>SECRET-ROLE-CREDENTIALS</title><p>internal text</p>');
  });
  let elsewhereBase = '';
  const upstream = createServer((req, res) => {
    if (req.url?.startsWith('/n/meta')) res.writeHead(302, { location: `${elsewhereBase}/latest/meta-data/` }).end();
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Sofas – Shop</title><p>© Shop</p>');
  });
  let upstreamBase = '';
  beforeAll(async () => {
    elsewhereBase = await listen(elsewhere);
    upstreamBase = await listen(upstream);
  });
  afterAll(() => {
    elsewhere.close();
    upstream.close();
  });

  const read = (path: string) => fragmentQueryOptions(path, policy, upstreamBase).queryFn({ signal: new AbortController().signal });

  it("do not follow the upstream's redirect: the fragment fails (the browser asks through the proxy) and the redirect's target is never asked", async () => {
    await expect(read('/n/meta?locale=de_DE')).rejects.toThrow(/answered 302/);
    expect(elsewhereAsked).toBe(0);
  });

  it('read an answer that is no redirect as before', async () => {
    await expect(read('/n/footer?locale=de_DE')).resolves.toMatchObject({ meta: { title: 'Sofas – Shop' }, texts: ['© Shop'] });
  });
});
