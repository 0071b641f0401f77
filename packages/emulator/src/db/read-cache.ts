/**
 * Answers of reads, kept until the next write. Every statement reaches the emulator's database
 * through one object (database.ts), so counting writes tells exactly when a kept answer may be out
 * of date: any write forgets them all. Lists and look-ups repeat far more often than the state
 * changes (a UI polling its accounts, fifty test workers reading the same organization), and a
 * kept answer costs no Postgres work at all (bench/emulator-latency.bench.ts).
 */
export interface ReadCache {
  /** The kept answer to the read `key` names, or the one `read` gives, kept if no write overlapped. */
  read<T>(key: string, read: () => Promise<T>): Promise<T>;
  /** Runs `write`; every answer kept before it, or read while it runs, is forgotten. */
  write<T>(write: () => Promise<T>): Promise<T>;
}

/**
 * A cache keeping at most `capacity` answers, the oldest going first: reads of the ids the
 * emulator makes are all different, and a page of rows is tens of kilobytes.
 */
export function createReadCache(capacity = 256): ReadCache {
  const answers = new Map<string, unknown>();
  // Moves on when a write starts and when it ends, so a read that overlapped one is never kept.
  let writes = 0;

  return {
    async read<T>(key: string, read: () => Promise<T>): Promise<T> {
      if (answers.has(key)) return answers.get(key) as T;
      const before = writes;
      const answer = await read();
      if (writes === before) {
        if (answers.size >= capacity) answers.delete(answers.keys().next().value ?? '');
        // Every caller shares the answer: frozen, so none can change what the others read.
        answers.set(key, deepFreeze(answer));
      }
      return answer;
    },

    async write<T>(write: () => Promise<T>): Promise<T> {
      writes += 1;
      answers.clear();
      try {
        return await write();
      } finally {
        writes += 1;
        answers.clear();
      }
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  // Byte arrays cannot be frozen (and bytea is read by no statement the cache keeps today).
  if (ArrayBuffer.isView(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
