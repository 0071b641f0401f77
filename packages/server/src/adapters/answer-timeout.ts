import { DEFAULT_ANSWER_TIMEOUT_MS } from './answer-deadline.ts';

/** `limits.answerTimeoutMs`, checked when an adapter is made: a wrong value is the host's code. */
export function answerTimeoutOf(value: number | undefined, adapter: string): number {
  const timeoutMs = value ?? DEFAULT_ANSWER_TIMEOUT_MS;
  if (!(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
    throw new TypeError(
      `${adapter}: limits.answerTimeoutMs must be a positive whole number of milliseconds.`,
    );
  }
  return timeoutMs;
}
