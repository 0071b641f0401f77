import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clusterTemplate } from '../db/cluster-template.ts';

/**
 * A template that records which process built it, for db/cluster-template.test.ts. Its fingerprint
 * comes from the environment, which the builder process inherits, so each test run has a template
 * no earlier run built.
 */
export const PID_TEMPLATE = clusterTemplate({
  name: 'pid-test',
  fingerprint: process.env.PLUGBOARD_PID_TEMPLATE ?? 'unset',
  builder: { dir: dirname(fileURLToPath(import.meta.url)), name: 'build-pid-template' },
  build: async (db) => {
    await db.exec(
      `CREATE TABLE built_by (pid integer); INSERT INTO built_by VALUES (${process.pid});`,
    );
  },
});
