export interface StackPorts {
  host: number;
  search: number;
  category: number;
  evaluation: number;
  api: number;
}
export function defaultPorts(base?: number): StackPorts;
export function startTimeoutMs(env?: Record<string, string | undefined>): number;
export function startStack(options?: {
  ports?: StackPorts;
  env?: Record<string, string>;
  quiet?: boolean;
  only?: string[];
  /** Start the reference API in test mode (its ad fault knobs work); never for `npm start`. */
  apiTestMode?: boolean;
  remoteUrls?: Partial<Record<'search' | 'category' | 'evaluation', string>>;
  /** A search API running elsewhere: the host and the remotes call it, and the reference API is not started. */
  apiUrl?: string;
  timeoutMs?: number;
}): Promise<{ ports: StackPorts; stop: () => void }>;
/** Resolves once the host renders the page at `url` itself (its HTML carries the hydration state). */
export function untilServerRendered(url: string, timeoutMs?: number): Promise<void>;
