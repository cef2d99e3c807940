import { sessionStore, SESSION_MAX_AGE_MS, touchSession } from './index';

describe('the page-wide session (SPEC §4): one per page, shared by every remote', () => {
  beforeEach(() => sessionStore.setState({ session: null }));

  it('starts a session on the first activity and keeps its id within 300000 ms', () => {
    const first = touchSession(1_000);
    expect(touchSession(1_000 + SESSION_MAX_AGE_MS).id).toBe(first.id);
    expect(sessionStore.getState().session).toEqual({ id: first.id, timestamp: 1_000 + SESSION_MAX_AGE_MS });
  });

  it('starts a new session after more than 300000 ms without activity', () => {
    const first = touchSession(1_000);
    expect(touchSession(1_000 + SESSION_MAX_AGE_MS + 1).id).not.toBe(first.id);
  });
});
