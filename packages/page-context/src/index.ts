/**
 * The page-wide contract between the host and the remotes. Shared at run time as a singleton with a version
 * range (tools/webpack.cjs): everything here exists once per page. Keep it small and keep logic out —
 * what a remote renders and decides belongs in the remote's own bundle (docs/architecture.md).
 */
export { SearchApiContext } from './searchApi';
export type { SearchApiSource } from './searchApi';
export { ServerRedirectContext } from './serverRedirect';
export type { ServerRedirect } from './serverRedirect';
export { createToastStore, toastDuration, toastPosition, toastStore, useToasts, TOAST_DEFAULT_DURATION_MS, TOAST_DEFAULT_POSITION, TOAST_LEAVE_MS, TOAST_POSITIONS, TOAST_QUEUE_RECHECK_MS, TOAST_TOP_DURATION_MS } from './toasts';
export type { Toast, ToastOptions, ToastPosition, ToastState } from './toasts';
export { randomSessionId, readSessionCookie, renewSession, SESSION_COOKIE, sessionCookie, sessionStore, SESSION_MAX_AGE_MS, touchSession } from './session';
export type { Session } from './session';
