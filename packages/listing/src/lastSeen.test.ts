import type { DisplayItem } from '@shop/api-client';
import { addLastSeen, LAST_SEEN_KEY, personalTaste, readLastSeen, rememberLastSeen } from './lastSeen';

const item = (id: string) => ({ code: id, gridbox: { productId: id, price: { price: 1 } } }) as unknown as DisplayItem;

function memory(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return { getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) };
}

describe('last seen products', () => {
  it('keeps the most recent first, once per product, at most 12', () => {
    let list: DisplayItem[] = [];
    for (let i = 0; i < 14; i++) list = addLastSeen(list, item(String(i)));
    list = addLastSeen(list, item('5'));
    expect(list.map((i) => i.code)).toEqual(['5', '13', '12', '11', '10', '9', '8', '7', '6', '4', '3', '2']);
  });

  it('survives malformed storage', () => {
    expect(readLastSeen(memory({ [LAST_SEEN_KEY]: '{nope' }))).toEqual([]);
    expect(readLastSeen(memory({ [LAST_SEEN_KEY]: '[1, {"gridbox": null}]' }))).toEqual([]);
  });

  it('remembers across reads', () => {
    const store = memory();
    rememberLastSeen(item('a'), store);
    rememberLastSeen(item('b'), store);
    expect(readLastSeen(store).map((i) => i.code)).toEqual(['b', 'a']);
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
