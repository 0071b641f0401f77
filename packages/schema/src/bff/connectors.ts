import { z } from 'zod';
import { connectorInfoSchema } from '../connector.ts';
import { accountSharedBySchema } from './accounts.ts';

/**
 * One connector the host app offers: its display data, the names of the tools the browser may
 * run with it (empty for a connector used only through the host's server or the proxy), and who
 * connects it for the session user: `shared` names the organization whose one account every
 * member uses (`null`: the user connects their own), and `can_connect` is false where only the
 * organization's administrators may connect it, so no Connect button is offered that can only fail.
 *
 * @example
 * const crm: OfferedConnector = { ...CONNECTORS.crm, tools: ['crm_get_company'], shared: null, can_connect: true };
 */
export const offeredConnectorSchema = connectorInfoSchema.extend({
  tools: z.array(z.string()),
  shared: accountSharedBySchema.nullable(),
  can_connect: z.boolean(),
});
export type OfferedConnector = z.infer<typeof offeredConnectorSchema>;

/** GET /connectors: the connectors the host app offers. */
export const connectorsResponseSchema = z.object({ connectors: z.array(offeredConnectorSchema) });
export type ConnectorsResponse = z.infer<typeof connectorsResponseSchema>;
