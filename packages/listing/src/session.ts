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

/** The ad session cookie (SPEC §7 "session (ad session cookie)"): `id.timestamp`, kept across page loads. */
export const SESSION_COOKIE = 'ad_session';

/** Reads the session a former page load stored; `null` when there is none or it is malformed. */
export function readSessionCookie(cookies: string): Session | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const match = /^([A-Za-z0-9-]{1,64})\.(\d{1,15})$/.exec(part.slice(eq + 1).trim());
    return match ? { id: match[1]!, timestamp: Number(match[2]) } : null;
  }
  return null;
}

/**
 * The `Set-Cookie`-style string that stores a session. It lives exactly as long as the session may (SPEC §9
 * session max age), so a shopper who comes back after more than 300 s starts a new one.
 */
export function sessionCookie(session: Session): string {
  return `${SESSION_COOKIE}=${session.id}.${session.timestamp}; path=/; max-age=${SESSION_MAX_AGE_MS / 1000}; SameSite=Lax`;
}
