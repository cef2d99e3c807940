import type { LogEntry, LogLevelName } from './types';

/** SPEC §9 logger levels: a message is written when its level number is at most the logger's. */
export const LOG_LEVELS: Readonly<Record<LogLevelName, number>> = {
  error: 100,
  warn: 200,
  info: 300,
  debug: 400,
  log: 500,
  trace: 600,
};

export const DEFAULT_LOG_LEVEL: LogLevelName = 'error';

/**
 * SPEC §9 environment flags of the shop. Only the log level changes what the client does (the shop's clients
 * log at WARN); the others describe choices the code makes as it is (gridboxes are not fetched by the client,
 * gridbox fragments are shown, fragments v3 off, one data layer).
 */
export const SHOP_ENVIRONMENT = {
  SEARCH_API_VERSION: 2,
  SEARCH_VERSION: '2.1.0',
  LOG_LEVEL: 'warn',
  GRIDBOXES_FROM_CLIENT: false,
  VIEW_GRIDBOX_FRAGMENTS: true,
  FRAGMENTS_V3: false,
  UNIFIED_DATA_LAYER: true,
} as const satisfies Record<string, string | number | boolean>;

export type LogSink = (entry: LogEntry) => void;

export type LogMethod = (message: string, extra?: Record<string, unknown>) => void;

export interface Logger {
  readonly level: LogLevelName;
  error: LogMethod;
  warn: LogMethod;
  info: LogMethod;
  debug: LogMethod;
  log: LogMethod;
  trace: LogMethod;
}

export interface LoggerOptions {
  /** Defaults to `'error'` (SPEC §9). */
  level?: LogLevelName;
  /** Where entries go. Defaults to {@link consoleSink}. */
  sink?: LogSink;
  /** Defaults to `Date.now`. */
  now?: () => number;
}

/** Writes each entry to the console method of its level (`trace` and `log` included). */
export const consoleSink: LogSink = (entry) => {
  const args: unknown[] = entry.extra === undefined ? [entry.message] : [entry.message, entry.extra];
  console[entry.level](...args);
};

export function isLogLevelName(value: unknown): value is LogLevelName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LOG_LEVELS, value);
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? DEFAULT_LOG_LEVEL;
  const sink = options.sink ?? consoleSink;
  const now = options.now ?? Date.now;
  const threshold = LOG_LEVELS[level];
  const method =
    (entryLevel: LogLevelName): LogMethod =>
    (message, extra) => {
      if (LOG_LEVELS[entryLevel] > threshold) return;
      const entry: LogEntry = { message, level: entryLevel, timestamp: now() };
      if (extra !== undefined) entry.extra = extra;
      sink(entry);
    };
  return {
    level,
    error: method('error'),
    warn: method('warn'),
    info: method('info'),
    debug: method('debug'),
    log: method('log'),
    trace: method('trace'),
  };
}

/** A logger that writes nothing. */
export const silentLogger: Logger = createLogger({ sink: () => undefined });
