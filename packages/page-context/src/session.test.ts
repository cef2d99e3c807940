import { renewSession, SESSION_MAX_AGE_MS } from './session';

describe('session (SPEC §4)', () => {
  const ids = () => {
    let n = 0;
    return () => `id-${++n}`;
  };
  it('starts a session when there is none', () => {
    expect(renewSession(null, 1000, ids())).toEqual({ id: 'id-1', timestamp: 1000 });
  });
  it('refreshes the timestamp within 300000 ms of the last activity', () => {
    expect(renewSession({ id: 'a', timestamp: 1000 }, 1000 + SESSION_MAX_AGE_MS, ids())).toEqual({ id: 'a', timestamp: 301_000 });
  });
  it('generates a new id when more than 300000 ms passed', () => {
    expect(renewSession({ id: 'a', timestamp: 1000 }, 1001 + SESSION_MAX_AGE_MS, ids())).toEqual({ id: 'id-1', timestamp: 301_001 });
  });
});
