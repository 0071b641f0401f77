import { createHash } from 'node:crypto';
import { join } from 'node:path';

/**
 * What a connector keeps for its accounts outside the emulator's database: SQL engines, files.
 * It goes with the account (docs/internals/upstream-api.md §3: a deleted account is removed permanently).
 */
export interface AccountResources {
  /**
   * An account of this connector is on its way (a link was asked for, or an account made): make
   * ready, off the request path, what its first use needs. Made only then, an emulator that never
   * serves such an account holds none of it.
   */
  prepare?(): void;
  /** The account was deleted: free and delete what it had. */
  release(accountId: string): Promise<void>;
  /** Every account was deleted (a reset): free and delete everything. */
  releaseAll(): Promise<void>;
  /** The emulator stops: free everything, keep what is on disk for the next start. */
  close(): Promise<void>;
}

const PLAIN_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The folder under `root` that holds an account's files: named after its id when the id is a
 * plain one (`ca_…`), after a hash of it otherwise, so no id can point outside `root`.
 *
 * @example
 * accountFolder('/data/warehouse', 'ca_1f2e'); // '/data/warehouse/ca_1f2e'
 */
export function accountFolder(root: string, accountId: string): string {
  const name = PLAIN_ID.test(accountId)
    ? accountId
    : `id-${createHash('sha256').update(accountId).digest('hex').slice(0, 32)}`;
  return join(root, name);
}
