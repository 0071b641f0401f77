import { createMcpEndpoint } from '@plugboard/server/mcp';
import { plugboard } from '../plugboard';

/** The MCP endpoint, from the `mcp` options of the app's instance. */
export const mcp = createMcpEndpoint(plugboard);
