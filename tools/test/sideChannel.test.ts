import type * as Qs from 'qs';

/** tools/shared/sideChannel.cjs stands in for the side-channel package inside qs (tools/webpack.cjs alias). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const getSideChannel = require('../shared/sideChannel.cjs') as () => { get(k: unknown): unknown; set(k: unknown, v: unknown): void; has(k: unknown): boolean; delete(k: unknown): boolean; assert(k: unknown): void };

function qsWithOwnSideChannel(): typeof Qs {
  let qs: typeof Qs | undefined;
  jest.isolateModules(() => {
    jest.doMock('side-channel', () => getSideChannel);
    qs = jest.requireActual<typeof Qs>('qs');
  });
  return qs!;
}

describe('side-channel stand-in for qs', () => {
  it('keeps values per object and per primitive key, like side-channel', () => {
    const channel = getSideChannel();
    const key = {};
    expect(channel.has(key)).toBe(false);
    expect(channel.get(key)).toBeUndefined();
    channel.set(key, 1);
    channel.set('k', 2);
    expect([channel.get(key), channel.get('k'), channel.has(key), channel.has({})]).toEqual([1, 2, true, false]);
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
    expect(() => channel.assert(key)).toThrow(TypeError);
  });

  it('qs with the stand-in still refuses a cyclic object when writing a query string', () => {
    const qs = qsWithOwnSideChannel();
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(() => qs.stringify(cyclic)).toThrow('Cyclic object value');
  });

  it('qs with the stand-in reads and writes the same query as with side-channel', () => {
    const qs = qsWithOwnSideChannel();
    const search = 'q=sofa+rot&brand=A&brand=B&price[min]=10&__proto__[x]=1';
    const options = { depth: 5, arrayLimit: 20, parameterLimit: 1000 };
    expect(qs.parse(search, options)).toEqual(jest.requireActual<typeof Qs>('qs').parse(search, options));
    expect(qs.stringify(qs.parse(search, options), { arrayFormat: 'repeat' })).toBe(jest.requireActual<typeof Qs>('qs').stringify(qs.parse(search, options), { arrayFormat: 'repeat' }));
  });
});
