import type { StoredResult } from './statement-record.ts';

/** Results an account keeps for repeats, at most: the least recently used go first. */
export const MAX_CACHED_RESULTS = 200;
/** Bytes of kept results an account holds at most (their rows as JSON). */
export const MAX_CACHED_BYTES = 16 * 1024 * 1024;

interface Entry {
  result: StoredResult;
  bytes: number;
}

function sizeOf(result: StoredResult): number {
  return result.partitions.reduce((sum, partition) => sum + partition.uncompressedSize, 0);
}

/**
 * The warehouse's result cache for one account (docs/internals/emulator.md, warehouse): a
 * request's result by everything that decides its answer (the key), good while the engine's data
 * version stays the one it was kept at (engine-job.ts `dataVersion`). Kept at one version only:
 * once the data changes every kept result is stale, so they all go.
 */
export class ResultCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #version: number | undefined;
  #bytes = 0;

  constructor(maxEntries = MAX_CACHED_RESULTS, maxBytes = MAX_CACHED_BYTES) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  /** The result kept for `key` if the data is still at the version it was kept at. */
  get(key: string, version: number): StoredResult | undefined {
    if (version !== this.#version) {
      this.clear();
      return undefined;
    }
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.result;
  }

  /** Keeps `result` for `key`, made at data `version`; one larger than the bound is not kept. */
  set(key: string, version: number, result: StoredResult): void {
    if (version !== this.#version) {
      this.clear();
      this.#version = version;
    }
    const bytes = sizeOf(result);
    if (bytes > this.#maxBytes) return;
    this.#remove(key);
    this.#entries.set(key, { result, bytes });
    this.#bytes += bytes;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#remove(oldest);
    }
  }

  /** Forgets every result (the engine closed, or its data version is no longer known). */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#version = undefined;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
