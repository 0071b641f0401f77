import {
  type AuthorizationType,
  CONNECTOR_IDS,
  CONNECTORS,
  type Connection,
  type ConnectorId,
} from '@plugboard/schema';

/** architecture.md "The emulator": connector configurations carry the neutral provider `CUSTOM`. */
const CONNECTOR_PROVIDER = 'CUSTOM';

/** core-api.md 2.2 `type` for each way a connector authorizes. */
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

/** core-api.md 4.3: every connection of the environment. */
export function listConnections(): Connection[] {
  return CONNECTOR_IDS.map(connectionFor);
}
