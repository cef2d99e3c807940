import { createStore } from 'zustand/vanilla';

/** SPEC §9: session max age. */
export const SESSION_MAX_AGE_MS = 300_000;

export interface Session {
  id: string;
  timestamp: number;
}

/**
 * SPEC §4: a new session id when more than 300000 ms passed since the last activity; otherwise the
 * timestamp is refreshed.
 */
export function renewSession(session: Session | null, now: number, newId: () => string): Session {
  if (!session || now - session.timestamp > SESSION_MAX_AGE_MS) return { id: newId(), timestamp: now };
  return { id: session.id, timestamp: now };
}

export function randomSessionId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The ad session cookie (SPEC §7 "session (ad session cookie)"), kept across page loads: the session's id only.
 * It lives exactly as long as the session may (SPEC §9 session max age), renewed at every activity, so being
 * there says the last activity was within 300 s — and its value stays the same for the whole session. A value
 * that changed at every activity (the id with the time, as it was) changed the `Cookie` header of every page
 * load, and a server-rendered page varies by cookie (`Vary: Cookie`: the locale and A/B cookies): the browser
 * never reused one from its cache for a shopper who gave marketing consent.
 */
export const SESSION_COOKIE = 'ad_session';

/**
 * Reads the session a former page load stored (at `now`: the cookie is there only while its session may live);
 * `null` when there is none or it is malformed. A cookie of the former form, `id.timestamp`, keeps its time.
 */
export function readSessionCookie(cookies: string, now: number): Session | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const match = /^([A-Za-z0-9-]{1,64})(?:\.(\d{1,15}))?$/.exec(part.slice(eq + 1).trim());
    if (!match) return null;
    return { id: match[1]!, timestamp: match[2] === undefined ? now : Number(match[2]) };
  }
  return null;
}

/**
 * The `Set-Cookie`-style string that stores a session: its id, for exactly as long as the session may live (SPEC
 * §9 session max age), so a shopper who comes back after more than 300 s starts a new one. `Secure` on a page
 * served over https (`protocol`), as the shop's other cookies.
 */
export function sessionCookie(session: Session, protocol = 'http:'): string {
  return `${SESSION_COOKIE}=${session.id}; path=/; max-age=${SESSION_MAX_AGE_MS / 1000}; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;
}

/** One session per page (SPEC §4), shared by every remote: navigating from search to a category keeps it. */
export const sessionStore = createStore<{ session: Session | null }>()(() => ({ session: null }));

/**
 * Renews the page's session on activity and returns it. SPEC §4/§9: one session for 300 s of inactivity across
 * page loads and tabs, so a stored cookie comes first. It is an ad cookie: written only when `storeCookie`
 * (the shopper's marketing consent), otherwise the session lives in memory.
 */
export function touchSession(now = Date.now(), { storeCookie = false }: { storeCookie?: boolean } = {}): Session {
  const browser = typeof document !== 'undefined';
  const stored = browser ? readSessionCookie(document.cookie, now) : null;
  const session = renewSession(stored ?? sessionStore.getState().session, now, randomSessionId);
  if (browser && storeCookie) document.cookie = sessionCookie(session, window.location.protocol);
  sessionStore.setState({ session });
  return session;
}
