'use client';

/*
 * `@plugboard/react/mcp`: the session user's personal tokens for the MCP endpoint, which let an
 * MCP client (Claude Code, Cursor, VS Code) act as them. An entry of its own: only the page that
 * sets up AI clients loads it, and the main entry stays within its 4 kB budget.
 */

export type { UseMcpTokensResult } from './hooks/use-mcp-tokens.ts';
export { useMcpTokens } from './hooks/use-mcp-tokens.ts';
