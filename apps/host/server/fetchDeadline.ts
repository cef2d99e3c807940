/**
 * How long a fetch of the host server without a deadline of its own may take, headers and body: the federation
 * runtime's loads of the remotes' server code (their entries and chunks) set none. A remote that took a
 * request and never answered held its load for good (Node's fetch gives up after 300 s of silence), and the
 * server rendered none of that remote's pages meanwhile; a load that fails is started again by the next page.
 * A default for the process rather than a federation runtime plugin: the runtime's `fetch` hook is not asked
 * for a Node entry's load (runtime-core `loadEntryNode` hands the SDK's loader no fetch), only for chunks.
 */
export const SERVER_FETCH_DEADLINE_MS = 10_000;

/**
 * `fetch` with a deadline for the calls that bring no signal of their own (a call with one keeps it). Installed
 * for the host server's process in main.ts.
 */
export function withDefaultDeadline(base: typeof fetch, ms: number): typeof fetch {
  return (input, init) => base(input, init?.signal ? init : { ...init, signal: AbortSignal.timeout(ms) });
}
