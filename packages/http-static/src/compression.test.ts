import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants as zlibConstants, brotliCompressSync, createBrotliCompress } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createBaseApp, sendStreamedHtml } from './index';

/** A listing page's markup: 96 tiles of varied names, prices and article numbers, and their data as JSON. */
function listingPage(): string {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const words = ['Sofa', 'Stuhl', 'Tisch', 'Lampe', 'Regal', 'Kissen', 'Teppich', 'Premium', 'Kompakt', 'Modern', 'Robust', 'Schwarz', 'Grau', 'Blau', 'Holz', 'Leder'];
  const word = () => words[Math.floor(random() * words.length)];
  const number = (below: number) => Math.floor(random() * below);
  const tiles = Array.from(
    { length: 96 },
    () =>
      `<li class="sk-grid__item"><article class="sk-tile"><a class="sk-tile__link" href="/p/${number(1e7)}"><img src="https://img.example/${number(1e9).toString(36)}.jpg" alt="" width="200" height="200"><h2 class="sk-tile__title">${word()} ${word()} ${word()}, ${word()}, ${number(200)} cm</h2></a><p class="sk-price">${number(50_000) / 100} €</p><p>Art.-Nr. ${number(1e7)}</p></article></li>`,
  );
  const data = Array.from({ length: 96 }, () => ({ id: number(1e7), name: `${word()} ${word()}`, price: number(50_000) / 100, reviews: number(900), image: number(1e9).toString(36) }));
  return `<!doctype html><html><head><title>Sofa</title></head><body><ul>${tiles.join('')}</ul><script type="application/json">${JSON.stringify(data)}</script></body></html>`;
}

const PAGE = listingPage();
const HEAD_END = PAGE.indexOf('<body>');
const brotliAt = (quality: number, body: string) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } });

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await createBaseApp();
  app.get('/whole', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/streamed', async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    return sendStreamedHtml(request, reply, PAGE.slice(0, HEAD_END), Promise.resolve(PAGE.slice(HEAD_END)));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(() => app.close());

/** The bytes on the wire for `path` with `Accept-Encoding: br`. */
function wireBytes(path: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** What brotli at `quality` makes of the page sent in two parts, with a flush after the first. */
function streamedAt(quality: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const encoder = createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } });
    const chunks: Buffer[] = [];
    encoder.on('data', (chunk: Buffer) => chunks.push(chunk));
    encoder.on('end', () => resolve(Buffer.concat(chunks)));
    encoder.write(PAGE.slice(0, HEAD_END));
    encoder.flush();
    encoder.end(PAGE.slice(HEAD_END));
  });
}

describe('answers made per request are brotli at quality 5 (compression.ts: 10 % fewer bytes than 4 for a few tenths of a millisecond)', () => {
  it('a page of tiles is smaller at 5 than at 4 (why 5)', () => {
    expect(brotliAt(5, PAGE).length).toBeLessThan(brotliAt(4, PAGE).length * 0.97);
  });

  it('an answer sent whole (the compress plugin: API answers, pages sent at once)', async () => {
    const { encoding, body } = await wireBytes('/whole');
    expect(encoding).toBe('br');
    expect(body.equals(brotliAt(5, PAGE))).toBe(true);
  });

  it('a streamed page (the head flushed first)', async () => {
    const { encoding, body } = await wireBytes('/streamed');
    expect(encoding).toBe('br');
    expect(body.equals(await streamedAt(5))).toBe(true);
  });
});
