import { z } from 'zod';

/** The connectors Plugboard knows, by the identifier used everywhere in the project. */
export const connectorIdSchema = z.enum([
  'docsapp',
  'crm',
  'warehouse',
  'video',
  'websearch',
  'doclib',
]);
export type ConnectorId = z.infer<typeof connectorIdSchema>;

export const CONNECTOR_IDS = connectorIdSchema.options;

/** How the hosted service authorizes a connector (docs/connectors.md §5). */
export const authorizationTypeSchema = z.enum([
  'OAUTH',
  'API_KEY',
  'BASIC_AUTH',
  'BEARER_TOKEN',
  'CUSTOM',
  'BASIC',
]);
export type AuthorizationType = z.infer<typeof authorizationTypeSchema>;

/** One connector as the kit describes it: id, display name and how its accounts authorize. */
export const connectorInfoSchema = z.object({
  id: connectorIdSchema,
  name: z.string(),
  description: z.string(),
  authorization_type: authorizationTypeSchema,
});
export type ConnectorInfo = z.infer<typeof connectorInfoSchema>;

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
