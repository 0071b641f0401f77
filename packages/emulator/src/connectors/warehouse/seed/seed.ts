import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ClusterTemplate, clusterTemplate } from '../../../db/cluster-template.ts';
import { CATALOG_SQL, DATA_SQL, ROLES_SQL } from './sample-database.ts';

/**
 * The sample warehouse every account starts with: roles and users, the schemas SALES, HR and
 * INVENTORY (primary and foreign keys, a view, comments) and the emulator's catalog helpers.
 */
const SAMPLE_DATABASE_SQL = [CATALOG_SQL, ROLES_SQL, DATA_SQL].join('\n');

/**
 * The seeded cluster new warehouse engines start from (cluster-template.ts): the sample database
 * is built once, and each account's engine starts from a copy of it.
 */
export const SAMPLE_DATABASE_TEMPLATE: ClusterTemplate = clusterTemplate({
  name: 'warehouse-sample',
  fingerprint: SAMPLE_DATABASE_SQL,
  builder: { dir: dirname(fileURLToPath(import.meta.url)), name: 'build-sample-template' },
  build: async (db) => {
    await db.exec(SAMPLE_DATABASE_SQL);
  },
});
