/**
 * Postgres settings for the emulator's PGlite clusters. Postgres' default 128 MB buffer pool made
 * a cluster hold about 250 MB of the process; with these, about 100 MB. The emulator's tables and
 * the warehouse's sample database are a few MB, read through the OS page cache (each cluster is a
 * folder), so a small pool costs their queries nothing noticeable (docs/internals/emulator-cost.md).
 */
export const LEAN_SETTINGS: readonly string[] = [
  'shared_buffers=4MB',
  'wal_buffers=256kB',
  'work_mem=4MB',
  'maintenance_work_mem=4MB',
];
