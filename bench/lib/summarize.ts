/** Order statistics of a sample of durations in milliseconds. */
export function summarize(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
  return { min: sorted[0] ?? NaN, median: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

/** `12.3 ms`, right-aligned for a column. */
export function formatMs(ms: number): string {
  return `${ms.toFixed(1)} ms`.padStart(10);
}
