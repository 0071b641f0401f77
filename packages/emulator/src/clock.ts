/**
 * The emulator's clock: real time plus an offset that the control API moves forward, so tests can
 * expire tokens and links without waiting.
 */
export interface Clock {
  now(): Date;
  advance(seconds: number): void;
  reset(): void;
}

export function createClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}

/** `date` moved forward by `seconds`. */
export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
