import { DEFAULT_LOG_LEVEL, LOG_LEVELS, createLogger } from './index';
import type { LogEntry } from './index';

describe('logger (SPEC §9)', () => {
  it('numbers the levels error 100, warn 200, info 300, debug 400, log 500, trace 600', () => {
    expect(LOG_LEVELS).toEqual({ error: 100, warn: 200, info: 300, debug: 400, log: 500, trace: 600 });
  });

  it('defaults to level error: only errors are written', () => {
    const entries: LogEntry[] = [];
    const logger = createLogger({ sink: (e) => entries.push(e), now: () => 7 });
    expect(logger.level).toBe(DEFAULT_LOG_LEVEL);
    logger.warn('w');
    logger.error('boom', { status: 500 });
    expect(entries).toEqual([{ message: 'boom', level: 'error', timestamp: 7, extra: { status: 500 } }]);
  });

  it('writes every level up to the configured one and none above', () => {
    const levels: string[] = [];
    const logger = createLogger({ level: 'info', sink: (e) => levels.push(e.level) });
    logger.trace('t');
    logger.log('l');
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(levels).toEqual(['info', 'warn', 'error']);
  });
});
