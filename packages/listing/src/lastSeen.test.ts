import { linkPolicy, parseItem, type DisplayItem } from '@shop/api-client';
import { lastSeenKey, LAST_SEEN_MAX, personalTaste, readLastSeen, rememberLastSeen } from './lastSeen';

const KEY = lastSeenKey('de_DE');
const item = (id: string) => ({ code: id, gridbox: { productId: id, price: { price: 1 } } }) as unknown as DisplayItem;

function memory(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return { getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) };
}

describe('last seen products', () => {
  it(`keeps the most recent first, once per product, at most LAST_SEEN_MAX (${LAST_SEEN_MAX})`, async () => {
    const store = memory();
    for (let i = 0; i < 14; i++) rememberLastSeen(item(String(i)), 'de_DE', store);
    rememberLastSeen(item('5'), 'de_DE', store);
    expect((await readLastSeen('de_DE', store)).map((i) => i.code)).toEqual(['5', '13', '12', '11', '10', '9', '8', '7', '6', '4', '3', '2']);
  });

  it('survives malformed storage', async () => {
    expect(await readLastSeen('de_DE', memory({ [KEY]: '{nope' }))).toEqual([]);
    expect(await readLastSeen('de_DE', memory({ [KEY]: '[1, {"gridbox": null}]' }))).toEqual([]);
  });

  it('reads each entry as an answer item: one that cannot be a tile (an older form, another script) is left out, never thrown later', async () => {
    const stored = JSON.stringify([{ gridbox: { productId: 'p1' } }, { code: 'p2', gridbox: { productId: 'p2', price: { price: 3 }, keyfacts: { title: 'Sofa' } } }, { code: 'p3' }]);
    const read = await readLastSeen('de_DE', memory({ [KEY]: stored }));
    expect(read.map((i) => i.code)).toEqual(['p2']);
    expect(read[0]!.gridbox.keyfacts.title).toBe('Sofa');
    // A missing title is an empty one, as in an answer (a tile reads it).
    expect((await readLastSeen('de_DE', memory({ [KEY]: JSON.stringify([{ code: 'p4', gridbox: { productId: 'p4', price: { price: 3 } } }]) })))[0]!.gridbox.keyfacts).toEqual({ title: '' });
  });

  it("a stored entry's links pass the link rule of the page", async () => {
    const stored = JSON.stringify([{ code: 'p1', url: 'javascript:alert(1)', gridbox: { productId: 'p1', price: { price: 3 }, image: { url: 'https://evil.example/x.png' } } }]);
    const [read] = await readLastSeen('de_DE', memory({ [KEY]: stored }), linkPolicy([], 'https://shop.example'));
    expect(read!.url).toBeUndefined();
    expect(read!.gridbox.image).toBeUndefined();
  });

  it('an item remembered is read back as it was shown', async () => {
    const shown = parseItem({ code: 'p9', url: '/p/p9', gridbox: { productId: 'p9', price: { price: 19.99, currency: 'EUR' }, keyfacts: { title: 'Lamp' }, brand: { name: 'Lumello' } } }) as DisplayItem;
    const store = memory();
    rememberLastSeen(shown, 'de_DE', store);
    expect(await readLastSeen('de_DE', store)).toEqual([shown]);
  });

  it("keeps one list per market: a product seen in one market is not in another's row (its price, currency and texts are the first market's)", async () => {
    const store = memory();
    rememberLastSeen(item('pl1'), 'pl_PL', store);
    rememberLastSeen(item('de1'), 'de_DE', store);
    rememberLastSeen(item('ch1'), 'de_CH', store);
    expect((await readLastSeen('pl_PL', store)).map((i) => i.code)).toEqual(['pl1']);
    expect((await readLastSeen('de_DE', store)).map((i) => i.code)).toEqual(['de1']);
    expect((await readLastSeen('fr_CH', store)).map((i) => i.code)).toEqual([]);
    // Each list keeps its own LAST_SEEN_MAX.
    for (let i = 0; i < LAST_SEEN_MAX; i++) rememberLastSeen(item(`de${i + 2}`), 'de_DE', store);
    expect(await readLastSeen('pl_PL', store)).toHaveLength(1);
  });

  it('remembers across reads', async () => {
    const store = memory();
    rememberLastSeen(item('a'), 'de_DE', store);
    rememberLastSeen(item('b'), 'de_DE', store);
    expect((await readLastSeen('de_DE', store)).map((i) => i.code)).toEqual(['b', 'a']);
  });
});

describe('personal recommendations (SPEC §1)', () => {
  const seen = (id: string, brand?: string) => ({ code: id, gridbox: { productId: id, price: { price: 1 }, ...(brand ? { brand: { name: brand } } : {}) } }) as unknown as DisplayItem;

  it('ask for the brands of the last seen products, most recent first, at most 5, and leave out what was seen', () => {
    const taste = personalTaste([seen('1', 'Alpen'), seen('2', 'Birke'), seen('3', 'Alpen'), seen('4'), ...['C', 'D', 'E', 'F'].map((b, i) => seen(`b${i}`, b))]);
    expect(taste?.brands).toEqual(['Alpen', 'Birke', 'C', 'D', 'E']);
    expect([...(taste?.seen ?? [])]).toEqual(['1', '2', '3', '4', 'b0', 'b1', 'b2', 'b3']);
  });

  it('are not asked for before any product was opened', () => {
    expect(personalTaste([])).toBeNull();
    expect(personalTaste([seen('1')])).toBeNull();
  });
});
