import { z } from 'zod';
import { connectorInfoSchema } from '../connector.ts';

/**
 * One connector the host app offers: its display data and the names of the tools the browser may
 * run with it (empty for a connector used only through the host's server or the proxy).
 *
 * @example
 * const crm: OfferedConnector = { ...CONNECTORS.crm, tools: ['crm_get_company'] };
 */
export const offeredConnectorSchema = connectorInfoSchema.extend({
  tools: z.array(z.string()),
});
export type OfferedConnector = z.infer<typeof offeredConnectorSchema>;

/** GET /connectors: the connectors the host app offers. */
export const connectorsResponseSchema = z.object({ connectors: z.array(offeredConnectorSchema) });
export type ConnectorsResponse = z.infer<typeof connectorsResponseSchema>;
