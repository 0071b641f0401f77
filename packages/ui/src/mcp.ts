'use client';

/*
 * `@plugboard/ui/mcp`: the page where a user connects their AI clients to the app's MCP endpoint.
 * An entry of its own, with its hooks (`@plugboard/react/mcp`): only that page loads it.
 */

export type { McpClientSetupProps } from './mcp-client-setup/mcp-client-setup.tsx';
export { McpClientSetup } from './mcp-client-setup/mcp-client-setup.tsx';
export type { McpSetupLocalization } from './mcp-client-setup/mcp-setup-strings.ts';
