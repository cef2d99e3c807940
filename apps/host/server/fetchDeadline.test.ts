import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { withDefaultDeadline } from './fetchDeadline';

describe("the host server's fetch deadline", () => {
  const sockets = new Set<Socket>();
  // A server that takes every request and never answers (a remote hung mid-deploy, a dropped route).
  const silent = http.createServer(() => undefined);
  silent.on('connection', (socket) => sockets.add(socket));
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/server/remoteEntry.js`;
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it('ends a fetch without a signal of its own at the deadline', async () => {
    const started = Date.now();
    await expect(withDefaultDeadline(fetch, 200)(url)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("keeps a caller's own signal", async () => {
    const seen: Array<RequestInit | undefined> = [];
    const base = (async (_input: unknown, init?: RequestInit) => {
      seen.push(init);
      return new Response('ok');
    }) as typeof fetch;
    const own = new AbortController().signal;
    await withDefaultDeadline(base, 200)('http://x/', { signal: own, method: 'HEAD' });
    expect(seen[0]?.signal).toBe(own);
    await withDefaultDeadline(base, 200)('http://x/');
    expect(seen[1]?.signal).toBeInstanceOf(AbortSignal);
  });
});
