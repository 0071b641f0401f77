import { z } from 'zod';
import { connectorInfoSchema } from '../connector.ts';

/** GET /connectors: the connectors the host app offers. */
export const connectorsResponseSchema = z.object({ connectors: z.array(connectorInfoSchema) });
export type ConnectorsResponse = z.infer<typeof connectorsResponseSchema>;
