import { describe, expect, it } from 'vitest';
import { createLogger, keepsLevel, type LogEntry, type Logger } from './logger.ts';

const scrub = (text: string) => text.replaceAll('s3cret', '[redacted]');

describe('createLogger', () => {
  it('keeps only warnings and errors without a logger of the host', () => {
    const logger = createLogger(undefined, scrub);
    expect(
      ['debug', 'info', 'warn', 'error'].map((level) => keepsLevel(logger, level as never)),
    ).toEqual([false, false, true, true]);
  });

  it('passes every level to a host logger that does not say which it keeps, scrubbed', () => {
    const lines: LogEntry[] = [];
    const logger = createLogger((entry) => lines.push(entry), scrub);
    expect(keepsLevel(logger, 'debug')).toBe(true);
    logger({ level: 'debug', event: 'upstream.call', message: 'sent s3cret', stack: 'at s3cret' });
    expect(lines).toEqual([
      {
        level: 'debug',
        event: 'upstream.call',
        message: 'sent [redacted]',
        stack: 'at [redacted]',
      },
    ]);
  });

  it('asks a host logger which levels it keeps, through the scrubber', () => {
    const host: Logger = Object.assign(() => {}, { keeps: (level: string) => level === 'error' });
    const logger = createLogger(host, scrub);
    expect(keepsLevel(logger, 'info')).toBe(false);
    expect(keepsLevel(logger, 'error')).toBe(true);
  });
});
