import { AnswerCache, ENTRY_OVERHEAD_BYTES, entryBytes, MAX_CACHED_KEY_LENGTH, sharedLifetimeMs } from './answerCache';

const answer = (bytes: number) => ({ status: 200, headers: {}, body: Buffer.alloc(bytes), varied: {} });

describe('the proxy micro-cache stays bounded', () => {
  it('drops the least recently used answers beyond its byte budget', () => {
    const budget = 300 + 3 * (ENTRY_OVERHEAD_BYTES + 2);
    const cache = new AnswerCache(budget, 200, 10_000);
    cache.set('a', answer(100), 5000);
    cache.set('b', answer(100), 5000);
    cache.get('a');
    cache.set('c', answer(150), 5000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.usedBytes).toBeLessThanOrEqual(budget);
  });

  it("counts each entry's key and headers against the budget, not its body alone: a flood of long addresses with tiny answers stays within it", () => {
    let now = 0;
    const budget = 1 << 20;
    const cache = new AnswerCache(budget, 512 << 10, 5000, () => now);
    // Just under the longest key kept: each is stored, and counted.
    const long = (i: number) => `/q/api/gridboxes/DE/de?ids=zz&x=${String(i).padStart(MAX_CACHED_KEY_LENGTH - 40, '0')}`;
    for (let i = 0; i < 10_000; i++) {
      cache.set(long(i), { ...answer(2), headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' } }, 5000);
      now += 10;
    }
    expect(long(0).length).toBeLessThanOrEqual(MAX_CACHED_KEY_LENGTH);
    expect(cache.usedBytes).toBeLessThanOrEqual(budget);
    expect(cache.size).toBeGreaterThan(0);
    // Each entry holds at least its key (two bytes a character): no more of them than the budget can hold.
    expect(cache.size).toBeLessThanOrEqual(Math.floor(budget / (long(0).length * 2)));
  });

  it('keeps nothing under a key longer than MAX_CACHED_KEY_LENGTH', () => {
    const cache = new AnswerCache(1 << 20, 1000, 10_000);
    cache.set('k'.repeat(MAX_CACHED_KEY_LENGTH + 1), answer(2), 5000);
    expect(cache.size).toBe(0);
    cache.set('k'.repeat(MAX_CACHED_KEY_LENGTH), answer(2), 5000);
    expect(cache.size).toBe(1);
  });

  it('sweeps answers past their lifetime out as new ones come, not only when the budget is full', () => {
    let now = 0;
    const cache = new AnswerCache(1 << 20, 1000, 2000, () => now);
    for (let i = 0; i < 100; i++) cache.set(`old${i}`, answer(2), 5000);
    now = 2000;
    cache.set('new', answer(2), 5000);
    expect(cache.size).toBe(1);
    expect(cache.usedBytes).toBe(entryBytes('new', answer(2)));
  });

  it('keeps no answer larger than one entry may be', () => {
    const cache = new AnswerCache(1000, 200, 10_000);
    cache.set('big', answer(201), 5000);
    expect(cache.size).toBe(0);
  });

  it('forgets an answer after the shorter of its lifetime and the cap', () => {
    let now = 0;
    const cache = new AnswerCache(1000, 1000, 2000, () => now);
    cache.set('a', answer(10), 300_000);
    now = 1999;
    expect(cache.get('a')).toBeDefined();
    now = 2000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.usedBytes).toBe(0);
  });
});

describe('what a shared cache may keep', () => {
  it.each([
    ['public, max-age=300, s-maxage=300', 300_000],
    ['public, max-age=60', 60_000],
    ['public, s-maxage=1800, max-age=0', 1_800_000],
    ['private, max-age=300', 0],
    ['public, no-store, max-age=300', 0],
    ['no-cache', 0],
    ['max-age=300', 0],
    [undefined, 0],
  ])('%s → %i ms', (header, ms) => {
    expect(sharedLifetimeMs(header)).toBe(ms);
  });

  it.each([
    ['public, max-age=300', '290', 10_000],
    ['public, s-maxage=60', '61', 0],
    ['public, max-age=300', ' 0 ', 300_000],
    ['public, max-age=300', '-5', 300_000],
    ['public, max-age=300', 'soon', 300_000],
  ])('%s with Age %j → %i ms (the time an upstream cache kept it counts)', (header, age, ms) => {
    expect(sharedLifetimeMs(header, age)).toBe(ms);
  });
});
