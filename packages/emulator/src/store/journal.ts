import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * One change to a table: the row now stored under `key`, or null for a row removed; a null key
 * removes the whole table.
 */
export type Change = readonly [table: string, key: string | null, row: unknown];

/** Every table's rows in their order, as a snapshot holds them. */
export type Snapshot = Record<string, [key: string, row: unknown][]>;

/**
 * The data folder's record of the core store: a snapshot and the changes since, one JSON line per
 * committed batch, each line written and flushed to the disk (fdatasync) before the write that
 * made it is answered. A line is all of its batch or, torn by a crash while it was written, none:
 * replay drops an unterminated or unreadable last line and cuts the file back to the lines before it.
 */
export interface Journal {
  /** Appends one batch and flushes it to the disk. */
  append(changes: readonly Change[]): void;
  /** Writes `snapshot` as the new starting point and empties the journal. */
  compact(snapshot: Snapshot): void;
  /** Bytes written to the journal since the last snapshot. */
  size(): number;
  close(): void;
}

const SNAPSHOT = 'snapshot.json';
const JOURNAL = 'journal.jsonl';

/** What a folder held: its snapshot, then each batch after it in order. */
export interface Replayed {
  snapshot: Snapshot;
  batches: Change[][];
  /** Whether a snapshot was ever written (an empty one is a store emptied, not a new one). */
  compacted: boolean;
}

/** Opens (making it if needed) the journal in `folder`, with what it held. */
export function openJournal(folder: string): { journal: Journal; replayed: Replayed } {
  mkdirSync(folder, { recursive: true });
  const snapshotPath = join(folder, SNAPSHOT);
  const journalPath = join(folder, JOURNAL);
  const compacted = existsSync(snapshotPath);
  const snapshot: Snapshot = compacted
    ? (JSON.parse(readFileSync(snapshotPath, 'utf8')) as Snapshot)
    : {};
  let fd = openSync(journalPath, 'a+');
  const { batches, goodBytes } = readBatches(readFileSync(journalPath));
  if (goodBytes < fstatSync(fd).size) {
    ftruncateSync(fd, goodBytes);
    fsyncSync(fd);
  }
  let written = goodBytes;

  const journal: Journal = {
    append(changes) {
      const line = Buffer.from(`${JSON.stringify(changes)}\n`);
      writeSync(fd, line);
      fdatasyncSync(fd);
      written += line.length;
    },
    compact(next) {
      // The snapshot replaces the old one whole (rename) before the journal empties; a crash in
      // between replays the journal over a snapshot that already holds it, which changes nothing,
      // since each change is the whole row or its removal.
      const temporary = `${snapshotPath}.tmp`;
      const out = openSync(temporary, 'w');
      writeSync(out, JSON.stringify(next));
      fsyncSync(out);
      closeSync(out);
      renameSync(temporary, snapshotPath);
      syncFolder(folder);
      closeSync(fd);
      fd = openSync(journalPath, 'w+');
      fsyncSync(fd);
      written = 0;
    },
    size: () => written,
    close() {
      closeSync(fd);
    },
  };
  return { journal, replayed: { snapshot, batches, compacted } };
}

/** The whole lines of `bytes` as batches, and how many bytes they span. */
function readBatches(bytes: Buffer): { batches: Change[][]; goodBytes: number } {
  const batches: Change[][] = [];
  let start = 0;
  while (start < bytes.length) {
    const end = bytes.indexOf(0x0a, start);
    // No newline: the last line, torn by a crash while it was written.
    if (end === -1) break;
    let batch: Change[];
    try {
      batch = JSON.parse(bytes.subarray(start, end).toString('utf8')) as Change[];
    } catch (error) {
      // Only the last line can be torn: a bad line with whole lines after it is damage.
      if (end + 1 < bytes.length) {
        throw new Error(`The store's journal has an unreadable line at byte ${start}.`, {
          cause: error,
        });
      }
      break;
    }
    batches.push(batch);
    start = end + 1;
  }
  return { batches, goodBytes: start };
}

/** Makes a rename in `folder` durable (a no-op where folders cannot be opened, as on Windows). */
function syncFolder(folder: string): void {
  let fd: number;
  try {
    fd = openSync(folder, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch {
    // Some platforms refuse to flush a folder; the rename is then as durable as they make it.
  } finally {
    closeSync(fd);
  }
}
