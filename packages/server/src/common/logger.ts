/**
 * How much a log line matters; the default logger prints `warn` and `error` only.
 *
 * @example
 * ```ts
 * const quiet: LogLevel[] = ['debug', 'info'];
 * ```
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * One structured log line. Messages and stacks are scrubbed of the client secret and of every
 * access token before the logger sees them.
 *
 * `event` names what happened: `upstream.call` (debug: one HTTP exchange), `upstream.retry` (warn),
 * `upstream.token` (info: a new access token, never its value), `upstream.token_failed` (warn: a
 * refresh ahead of expiry failed, the current token is kept), `bff.request` (info: one answered
 * request), `bff.error` (error: a failure the BFF did not expect), `rate_limit.store_failed`
 * (error: the counter store failed, the request was let through).
 *
 * @example
 * ```ts
 * const logger: Logger = (entry: LogEntry) => {
 *   if (entry.event === 'upstream.retry') metrics.increment('plugboard.retries');
 * };
 * ```
 */
export interface LogEntry {
  level: LogLevel;
  event: string;
  message: string;
  /** The id of the BFF request (and of every upstream call made for it). */
  requestId?: string | undefined;
  method?: string | undefined;
  path?: string | undefined;
  status?: number | undefined;
  durationMs?: number | undefined;
  /** 1 for the first try of an upstream call, 2 for the first retry, … */
  attempt?: number | undefined;
  /** How long the client waits before the next attempt. */
  delayMs?: number | undefined;
  errorName?: string | undefined;
  stack?: string | undefined;
}

/**
 * Receives every log line: hand them to your logger. It may say which levels it keeps with
 * `keeps`; lines of the others are then never built.
 *
 * @example
 * ```ts
 * import pino from 'pino';
 * const log = pino();
 * const logger: Logger = Object.assign(
 *   ({ level, message, ...fields }: LogEntry) => log[level](fields, message),
 *   { keeps: (level: LogLevel) => log.isLevelEnabled(level) },
 * );
 * ```
 */
export type Logger = ((entry: LogEntry) => void) & {
  /** Whether lines of `level` are kept; without it, every line is. */
  keeps?: (level: LogLevel) => boolean;
};

/** Whether `logger` keeps lines of `level`, so that one it would drop is not even built. */
export function keepsLevel(logger: Logger, level: LogLevel): boolean {
  return logger.keeps?.(level) ?? true;
}

const PRINTED: ReadonlySet<LogLevel> = new Set(['warn', 'error']);

/**
 * The logger used without a `logger` option: warnings and errors as JSON lines on stderr,
 * scrubbed by `scrub`; debug and info lines are dropped before any work is done on them.
 */
export function createDefaultLogger(scrub: (text: string) => string): Logger {
  const print = scrubbingLogger((entry) => {
    console.error(JSON.stringify({ source: 'plugboard', ...entry }));
  }, scrub);
  const keeps = (level: LogLevel) => PRINTED.has(level);
  return Object.assign(
    (entry: LogEntry) => {
      if (keeps(entry.level)) print(entry);
    },
    { keeps },
  );
}

/** A logger that scrubs what it passes on, so no secret or token reaches a log line. */
export function scrubbingLogger(logger: Logger, scrub: (text: string) => string): Logger {
  const scrubbing: Logger = (entry) =>
    logger({
      ...entry,
      message: scrub(entry.message),
      ...(entry.stack !== undefined && { stack: scrub(entry.stack) }),
    });
  if (logger.keeps !== undefined) scrubbing.keeps = logger.keeps.bind(logger);
  return scrubbing;
}

/** The host's logger behind the scrubber, or the default one. */
export function createLogger(logger: Logger | undefined, scrub: (text: string) => string): Logger {
  return logger === undefined ? createDefaultLogger(scrub) : scrubbingLogger(logger, scrub);
}
