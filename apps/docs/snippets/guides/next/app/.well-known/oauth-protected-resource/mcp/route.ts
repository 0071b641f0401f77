import { mcp } from '../../../mcp/endpoint';

// The endpoint's OAuth protected resource metadata (RFC 9728), which MCP clients read first.
export const GET = mcp.handler;
