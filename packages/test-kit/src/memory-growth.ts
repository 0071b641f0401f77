/** One reading of a process's heap, taken right after a full GC. */
export interface HeapSample {
  /** Seconds since the load began. */
  atSeconds: number;
  heapUsedBytes: number;
}

export interface GrowthVerdict {
  /** The median heap of the later half of the samples after warm-up, minus the earlier half's. */
  growthBytes: number;
  /** The growth allowed: the larger of the absolute and the relative bound. */
  allowedBytes: number;
  /** Least-squares slope over the samples after warm-up, in bytes a minute (printed, not judged). */
  slopeBytesPerMinute: number;
  growing: boolean;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Whether memory after warm-up keeps growing, robust to the noise of a shared machine: the first
 * `warmUpShare` of the samples is dropped (JIT, caches and pools filling), the rest split in two
 * halves in time, and each half summed up by its median, so one sample taken mid-burst does not
 * decide. Growing means the later median exceeds the earlier one by more than `absoluteBytes` and
 * by more than `relativeShare` of it.
 */
export function judgeGrowth(
  samples: readonly HeapSample[],
  { warmUpShare = 1 / 3, absoluteBytes = 2 * 1024 * 1024, relativeShare = 0.05 } = {},
): GrowthVerdict {
  const kept = samples.slice(Math.floor(samples.length * warmUpShare));
  if (kept.length < 4) throw new Error(`Too few samples after warm-up: ${kept.length}, need 4`);
  const half = Math.floor(kept.length / 2);
  const earlier = median(kept.slice(0, half).map((sample) => sample.heapUsedBytes));
  const later = median(kept.slice(half).map((sample) => sample.heapUsedBytes));
  const meanT = kept.reduce((sum, sample) => sum + sample.atSeconds, 0) / kept.length;
  const meanH = kept.reduce((sum, sample) => sum + sample.heapUsedBytes, 0) / kept.length;
  let covariance = 0;
  let variance = 0;
  for (const sample of kept) {
    covariance += (sample.atSeconds - meanT) * (sample.heapUsedBytes - meanH);
    variance += (sample.atSeconds - meanT) ** 2;
  }
  const allowedBytes = Math.max(absoluteBytes, earlier * relativeShare);
  const growthBytes = later - earlier;
  return {
    growthBytes,
    allowedBytes,
    slopeBytesPerMinute: variance === 0 ? 0 : (covariance / variance) * 60,
    growing: growthBytes > allowedBytes,
  };
}
