import { unpackTemplate } from '../../../db/cluster-template.ts';
import { SAMPLE_DATABASE_TEMPLATE } from '../seed/seed.ts';

export { isCluster } from '../../../db/cluster-template.ts';

/**
 * Makes a new account's cluster folder from the sample database's tarball, unpacked by `tar`:
 * when each engine's worker loaded the 43 MB tarball itself, the process kept about 30 MB more
 * per account it had ever opened (20 accounts, 3 open: 1.36 GB RSS; opened from folders: 0.55 GB).
 * Answers false when `tar` could not, leaving the engine to load the tarball itself.
 */
export function prepareClusterFolder(folder: string): Promise<boolean> {
  return unpackTemplate(SAMPLE_DATABASE_TEMPLATE, folder);
}
