import { type ClusterTemplate, clusterTemplate } from './cluster-template.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations.ts';

/**
 * A freshly initialised Postgres cluster with every migration applied: new emulator databases
 * start from it (see cluster-template.ts). A new migration gets a new template.
 */
export const EMULATOR_TEMPLATE: ClusterTemplate = clusterTemplate({
  name: 'pglite-template',
  fingerprint: MIGRATIONS.join('\n'),
  build: migrate,
});
