/** @jest-environment jsdom */
import { readSessionCookie, SESSION_COOKIE, SESSION_MAX_AGE_MS, sessionCookie, sessionStore, touchSession } from './session';

function storedValue(): string | undefined {
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
}

describe('the ad session cookie (SPEC §4 session, §7 "session (ad session cookie)", §9 session max age)', () => {
  beforeEach(() => {
    document.cookie = `${SESSION_COOKIE}=; path=/; max-age=0`;
    sessionStore.setState({ session: null });
  });

  it('keeps one value for the whole session: the id, not the time of the last activity (a page that varies by cookie stays in the browser\'s cache)', () => {
    const first = touchSession(1_000, { storeCookie: true });
    const value = storedValue();
    expect(value).toBe(first.id);
    touchSession(61_000, { storeCookie: true });
    touchSession(61_000 + SESSION_MAX_AGE_MS, { storeCookie: true });
    expect(storedValue()).toBe(value);
  });

  it('lives exactly as long as a session may, renewed at every activity: being there says the session is alive', () => {
    expect(sessionCookie({ id: 'abc', timestamp: 5 })).toBe(`${SESSION_COOKIE}=abc; path=/; max-age=${SESSION_MAX_AGE_MS / 1000}; SameSite=Lax`);
  });

  it('is Secure on a page served over https, as the shop\'s other cookies', () => {
    expect(sessionCookie({ id: 'abc', timestamp: 5 }, 'https:')).toMatch(/; Secure$/);
    expect(sessionCookie({ id: 'abc', timestamp: 5 }, 'http:')).not.toMatch(/Secure/);
  });

  it('a stored cookie continues its session in another page load (no session in memory there)', () => {
    const first = touchSession(1_000_000, { storeCookie: true });
    sessionStore.setState({ session: null });
    expect(touchSession(1_200_000, { storeCookie: true }).id).toBe(first.id);
  });

  it('is written only with marketing consent: without it the session lives in memory', () => {
    touchSession(1_000);
    expect(storedValue()).toBeUndefined();
  });

  it('reads the id with the time it is read at; a cookie of the former form (id.timestamp) keeps its time; anything else is none', () => {
    expect(readSessionCookie(`x=1; ${SESSION_COOKIE}=a-1`, 9_000)).toEqual({ id: 'a-1', timestamp: 9_000 });
    expect(readSessionCookie(`${SESSION_COOKIE}=a-1.1234`, 9_000)).toEqual({ id: 'a-1', timestamp: 1234 });
    expect(readSessionCookie(`${SESSION_COOKIE}=<script>`, 9_000)).toBeNull();
    expect(readSessionCookie(`${SESSION_COOKIE}=${'a'.repeat(65)}`, 9_000)).toBeNull();
    expect(readSessionCookie('other=1', 9_000)).toBeNull();
  });

  it('a former-form cookie older than the session max age starts a new session', () => {
    document.cookie = `${SESSION_COOKIE}=old-id.1000; path=/`;
    expect(touchSession(1_001 + SESSION_MAX_AGE_MS, { storeCookie: true }).id).not.toBe('old-id');
    expect(touchSession(1_001 + SESSION_MAX_AGE_MS + 10, { storeCookie: true }).id).toBe(storedValue());
  });
});
