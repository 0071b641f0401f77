import type { ConnectorId, ConnectorInfo } from './connector.ts';

/*
 * Without zod on purpose: the chat card in the browser titles tools with the names
 * (tools/tool-title.ts), and a host app's bundle takes no zod. The names stand apart so that a
 * bundle holding the title takes them without the rest of the display data.
 */

/** Each connector's display name. */
export const CONNECTOR_NAMES: Readonly<Record<ConnectorId, string>> = {
  docsapp: 'Docs',
  crm: 'CRM',
  warehouse: 'Warehouse',
  video: 'Video',
  websearch: 'Web search',
  doclib: 'Document library',
};

/** Display data for each connector; the emulator seeds its connections from the same list. */
export const CONNECTORS: Readonly<Record<ConnectorId, ConnectorInfo>> = {
  docsapp: {
    id: 'docsapp',
    name: CONNECTOR_NAMES.docsapp,
    description: 'Pages, databases and comments in a block-based document workspace.',
    authorization_type: 'OAUTH',
  },
  crm: {
    id: 'crm',
    name: CONNECTOR_NAMES.crm,
    description: 'People, companies, deals, lists, tasks and notes.',
    authorization_type: 'OAUTH',
  },
  warehouse: {
    id: 'warehouse',
    name: CONNECTOR_NAMES.warehouse,
    description: 'SQL queries and catalog lookups on a data warehouse.',
    authorization_type: 'BEARER_TOKEN',
  },
  video: {
    id: 'video',
    name: CONNECTOR_NAMES.video,
    description: 'Channels, videos, playlists, comments and analytics.',
    authorization_type: 'OAUTH',
  },
  websearch: {
    id: 'websearch',
    name: CONNECTOR_NAMES.websearch,
    description: 'Web, news, image and local search with summaries.',
    authorization_type: 'API_KEY',
  },
  doclib: {
    id: 'doclib',
    name: CONNECTOR_NAMES.doclib,
    description: 'Sites and files in a document library.',
    authorization_type: 'OAUTH',
  },
};
