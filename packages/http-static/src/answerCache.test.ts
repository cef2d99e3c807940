import { AnswerCache, sharedLifetimeMs } from './answerCache';

const answer = (bytes: number) => ({ status: 200, headers: {}, body: Buffer.alloc(bytes), varied: {} });

describe('the proxy micro-cache stays bounded', () => {
  it('drops the least recently used answers beyond its byte budget', () => {
    const cache = new AnswerCache(300, 200, 10_000);
    cache.set('a', answer(100), 5000);
    cache.set('b', answer(100), 5000);
    cache.get('a');
    cache.set('c', answer(150), 5000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.usedBytes).toBeLessThanOrEqual(300);
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
