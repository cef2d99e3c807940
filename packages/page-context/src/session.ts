import { useStore } from 'zustand';
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

/** One session per page (SPEC §4), shared by every remote: navigating from search to a category keeps it. */
export const sessionStore = createStore<{ session: Session | null }>()(() => ({ session: null }));

/** Renews the page's session on activity and returns it. */
export function touchSession(now = Date.now()): Session {
  const session = renewSession(sessionStore.getState().session, now, randomSessionId);
  sessionStore.setState({ session });
  return session;
}

/** The current session id, or `''` before the first activity. */
export function useSessionId(): string {
  return useStore(sessionStore, (s) => s.session?.id ?? '');
}
