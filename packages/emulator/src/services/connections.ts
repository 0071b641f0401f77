import {
  type AuthorizationType,
  CONNECTOR_IDS,
  CONNECTORS,
  type ConnectorId,
} from '@plugboard/schema';
import { z } from 'zod';
import { type Connection, connectionSchema } from '../contract/connection.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../random-token.ts';
import type { StoreWrites } from '../store/memory-store.ts';
import { ORGANIZATION_CONNECTIONS, ORGANIZATIONS } from './directory-tables.ts';

/** docs/internals/upstream-api.md §2.2: connector configurations carry the neutral provider `CUSTOM`. */
const CONNECTOR_PROVIDER = 'CUSTOM';

/** docs/internals/upstream-api.md §2.2 `type` for each way a connector authorizes. */
const CONNECTION_TYPES: Record<AuthorizationType, Connection['type']> = {
  OAUTH: 'OAUTH',
  API_KEY: 'API_KEY',
  BEARER_TOKEN: 'BEARER',
  BASIC_AUTH: 'BASIC',
  BASIC: 'BASIC',
  CUSTOM: 'OAUTH',
};

/** The connection configured for `connector`: one per connector, seeded, never changing. */
export function connectionFor(connector: ConnectorId): Connection {
  return {
    id: `conn_${connector}`,
    key_id: connector,
    enabled: true,
    provider: CONNECTOR_PROVIDER,
    status: 'COMPLETED',
    type: CONNECTION_TYPES[CONNECTORS[connector].authorization_type],
  };
}

/** The connection of every connector. */
export function listConnections(): Connection[] {
  return CONNECTOR_IDS.map(connectionFor);
}

/**
 * An organization's own connection (an SSO set-up, say), as a seed gives it. Of the provider
 * enumeration (docs/internals/upstream-api.md §2.8) the emulator knows the two neutral values.
 */
export const organizationConnectionSchema = z.strictObject({
  id: z.string().min(1).optional(),
  key_id: z.string().min(1).optional(),
  domains: z.array(z.string().min(1)).default([]),
  enabled: z.boolean().default(true),
  provider: z.enum(['CUSTOM', 'IDP_SIMULATOR']),
  provider_key: z.string().min(1).optional(),
  status: connectionSchema.shape.status.default('COMPLETED'),
  type: connectionSchema.shape.type,
});
export type OrganizationConnectionInput = z.input<typeof organizationConnectionSchema>;

const connectionRowSchema = z.object({
  id: z.string(),
  key_id: z.string().nullable(),
  organization_id: z.string(),
  organization_name: z.string(),
  domains: z.array(z.string()),
  enabled: z.boolean(),
  provider: z.string(),
  provider_key: z.string().nullable(),
  status: connectionSchema.shape.status,
  type: connectionSchema.shape.type,
});

export interface ConnectionService {
  /**
   * docs/internals/upstream-api.md §4.3: the connector connections, then each organization's own; only one
   * organization's with `organizationId`.
   */
  list(organizationId?: string): Promise<Connection[]>;
  /** Adds a connection to an organization (seeds). */
  add(organizationId: string, connection: OrganizationConnectionInput): Promise<void>;
}

export function createConnectionService(deps: { store: StoreWrites }): ConnectionService {
  const { store } = deps;
  return {
    async list(organizationId) {
      const rows = [...store.rows<{ organization_id: string }>(ORGANIZATION_CONNECTIONS)].filter(
        (row) => organizationId === undefined || row.organization_id === organizationId,
      );
      const own = rows.map((row) => {
        const found = connectionRowSchema.parse({
          ...row,
          organization_name: store.get<{ display_name: string }>(ORGANIZATIONS, row.organization_id)
            ?.display_name,
        });
        return {
          ...found,
          key_id: found.key_id ?? undefined,
          provider_key: found.provider_key ?? undefined,
        };
      });
      return organizationId === undefined ? [...listConnections(), ...own] : own;
    },

    async add(organizationId, input) {
      const connection = organizationConnectionSchema.parse(input);
      const id = connection.id ?? newId('conn_');
      if (store.get(ORGANIZATION_CONNECTIONS, id) !== undefined) {
        throw new ApiError('ALREADY_EXISTS', `A connection with id "${id}" exists.`);
      }
      if (store.get(ORGANIZATIONS, organizationId) === undefined) {
        throw new Error(
          `A connection was added to organization "${organizationId}", which does not exist.`,
        );
      }
      store.put(ORGANIZATION_CONNECTIONS, id, {
        id,
        organization_id: organizationId,
        key_id: connection.key_id ?? null,
        domains: connection.domains,
        enabled: connection.enabled,
        provider: connection.provider,
        provider_key: connection.provider_key ?? null,
        status: connection.status,
        type: connection.type,
      });
    },
  };
}
