import { remoteLoadsSettled, remoteWaitLeftMs, resetRemotes, startRemoteLoad } from './remotes';

let settle: { reject: (error: Error) => void } | null = null;
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: () => new Promise((_resolve, reject) => (settle = { reject })),
  registerRemotes: () => undefined,
}));

describe("a remote's load time (SPEC: a slot's fallback within 3 s of navigation)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    resetRemotes();
    jest.useRealTimers();
  });

  it('counts from when the load began, wherever the slot joins it', () => {
    expect(remoteWaitLeftMs('search/SearchPage', 2000)).toBe(2000);
    void startRemoteLoad('search/SearchPage').catch(() => undefined);
    jest.advanceTimersByTime(1200);
    // The slot mounts 1.2 s after the shell started the load: 0.8 s are left, not 2 s.
    expect(remoteWaitLeftMs('search/SearchPage', 2000)).toBeCloseTo(800, 0);
    jest.advanceTimersByTime(5000);
    expect(remoteWaitLeftMs('search/SearchPage', 2000)).toBe(0);
    // Another module's wait is its own.
    expect(remoteWaitLeftMs('search/SuggestionBox', 2000)).toBe(2000);
  });

  it('a retry (fresh registrations) or a failed load starts the count again', async () => {
    void startRemoteLoad('search/SearchPage').catch(() => undefined);
    jest.advanceTimersByTime(1500);
    resetRemotes();
    expect(remoteWaitLeftMs('search/SearchPage', 2000)).toBe(2000);
    const load = startRemoteLoad('search/SearchPage');
    jest.advanceTimersByTime(1000);
    settle?.reject(new Error('down'));
    await expect(load).rejects.toThrow('down');
    expect(remoteWaitLeftMs('search/SearchPage', 2000)).toBe(2000);
  });
});

describe('loads under way, for a server that loads its remotes again after a redeploy', () => {
  it('remoteLoadsSettled waits until every load under way has settled, failed ones too', async () => {
    const load = startRemoteLoad('category/CategoryPage').catch(() => undefined);
    let settled = false;
    const waiting = remoteLoadsSettled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    settle?.reject(new Error('down'));
    await load;
    await waiting;
    expect(settled).toBe(true);
    // Nothing under way: at once.
    await expect(remoteLoadsSettled()).resolves.toBeUndefined();
  });
});
