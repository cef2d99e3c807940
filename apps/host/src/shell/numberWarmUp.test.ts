import { warmNumberFormats } from '@shop/market';
import { QueryClient } from '@tanstack/react-query';
import { warmNumbersWhenNeeded } from './numberWarmUp';

jest.mock('@shop/market', () => ({ warmNumberFormats: jest.fn() }));
const made = jest.mocked(warmNumberFormats);

/** A query fetched through the client, answered at once. */
const fetchOf = (client: QueryClient, key: unknown[]) => client.fetchQuery({ queryKey: key, queryFn: () => ({ ok: true }) });

/** The warm-up with its scheduling in the test's hands: what waits for idle, what waits for a paint. */
function setUp(locale = 'de_DE') {
  const client = new QueryClient();
  const target = new EventTarget();
  const idle: (() => void)[] = [];
  const painted: (() => void)[] = [];
  const cancel = warmNumbersWhenNeeded(client, locale, { target, whenIdle: (run) => idle.push(run), afterNextPaint: (run) => painted.push(run) });
  return { client, target, idle, painted, cancel };
}

describe('the number data of a server-rendered page loads when the shopper may need it, not before (issue 9)', () => {
  afterEach(() => made.mockClear());

  it('nothing loads while the shopper only reads the page', async () => {
    const { idle, painted } = setUp();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idle).toHaveLength(0);
    expect(painted).toHaveLength(0);
    expect(made).not.toHaveBeenCalled();
  });

  it.each(['pointerdown', 'keydown', 'scroll'])("the first %s waits for an idle moment and loads the locale's number data there, once", (type) => {
    const { target, idle } = setUp('pl_PL');
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event(type));
    expect(idle).toHaveLength(1);
    // Waiting for idle, not run inside the event.
    expect(made).not.toHaveBeenCalled();
    idle[0]!();
    expect(made.mock.calls).toEqual([['pl_PL']]);
  });

  it('a listing fetched before any engagement loads it after the next paint, once, and nothing after that does it again', async () => {
    const { client, target, idle, painted } = setUp();
    await fetchOf(client, ['listing', 'search', 'DE', 'de', { q: 'sofa' }]);
    await fetchOf(client, ['listing', 'search', 'DE', 'de', { q: 'stuhl' }]);
    expect(painted).toHaveLength(1);
    painted[0]!();
    expect(made).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('pointerdown'));
    expect(idle).toHaveLength(0);
  });

  it('engagement then a fetch: whichever runs first loads it, the other does nothing', async () => {
    const { client, target, idle, painted } = setUp();
    target.dispatchEvent(new Event('pointerdown'));
    await fetchOf(client, ['listing', 'search', 'DE', 'de', { q: 'sofa' }]);
    expect(idle).toHaveLength(1);
    expect(painted).toHaveLength(1);
    painted[0]!();
    idle[0]!();
    expect(made).toHaveBeenCalledTimes(1);
  });

  it("the search field's suggestions and the page fragments hold no numbers: they schedule nothing", async () => {
    const { client, painted } = setUp();
    await fetchOf(client, ['suggest', 'DE', 'de', 'sof']);
    await fetchOf(client, ['fragment', '/n/header?locale=de_DE']);
    expect(painted).toHaveLength(0);
    await fetchOf(client, ['recommendations', 'bestsellers', 'DE', 'de']);
    expect(painted).toHaveLength(1);
  });

  it('cancelled, it neither listens nor loads', async () => {
    const { client, target, idle, painted, cancel } = setUp();
    target.dispatchEvent(new Event('keydown'));
    cancel();
    idle[0]!();
    target.dispatchEvent(new Event('scroll'));
    await fetchOf(client, ['listing', 'search', 'DE', 'de', { q: 'sofa' }]);
    expect(painted).toHaveLength(0);
    expect(made).not.toHaveBeenCalled();
  });
});
