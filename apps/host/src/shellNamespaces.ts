/**
 * The namespaces the host's own code (shell, toasts, price labels, header search fallback) renders with: the
 * text namespaces the shell loads before its first render (bootstrap, server renderer). The server also
 * preloads their chunks for the page's locale (apps/host/server/preloads.ts), so they come with the boot chunks.
 */
export const SHELL_NAMESPACES = ['host', 'uiKit', 'market'] as const;
