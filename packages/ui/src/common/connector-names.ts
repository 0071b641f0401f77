import type { ConnectorId } from '@plugboard/schema';

/**
 * Display names of the connectors. The schema's CONNECTORS table holds the same names, but
 * importing a runtime value from @plugboard/schema would put zod in the browser bundle;
 * connector-names.test.ts keeps the two equal.
 */
export const CONNECTOR_NAMES: Readonly<Record<ConnectorId, string>> = {
  docsapp: 'Docs',
  crm: 'CRM',
  warehouse: 'Warehouse',
  video: 'Video',
  websearch: 'Web search',
  doclib: 'Document library',
};
