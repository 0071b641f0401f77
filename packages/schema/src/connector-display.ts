import type { ConnectorId, ConnectorInfo } from './connector.ts';

/*
 * Without zod on purpose: the chat card in the browser titles tools with these names
 * (tools/tool-title.ts), and a host app's bundle takes no zod.
 */

/** Display data for each connector; the emulator seeds its connections from the same list. */
export const CONNECTORS: Readonly<Record<ConnectorId, ConnectorInfo>> = {
  docsapp: {
    id: 'docsapp',
    name: 'Docs',
    description: 'Pages, databases and comments in a block-based document workspace.',
    authorization_type: 'OAUTH',
  },
  crm: {
    id: 'crm',
    name: 'CRM',
    description: 'People, companies, deals, lists, tasks and notes.',
    authorization_type: 'OAUTH',
  },
  warehouse: {
    id: 'warehouse',
    name: 'Warehouse',
    description: 'SQL queries and catalog lookups on a data warehouse.',
    authorization_type: 'BEARER_TOKEN',
  },
  video: {
    id: 'video',
    name: 'Video',
    description: 'Channels, videos, playlists, comments and analytics.',
    authorization_type: 'OAUTH',
  },
  websearch: {
    id: 'websearch',
    name: 'Web search',
    description: 'Web, news, image and local search with summaries.',
    authorization_type: 'API_KEY',
  },
  doclib: {
    id: 'doclib',
    name: 'Document library',
    description: 'Sites and files in a document library.',
    authorization_type: 'OAUTH',
  },
};
