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
