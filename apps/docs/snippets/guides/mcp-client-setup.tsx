import { PlugboardProvider } from '@plugboard/react';
import { McpClientSetup } from '@plugboard/ui/mcp';

/** The page where a user makes a token for Claude Code, Cursor or VS Code and copies its setup. */
export function AiClientsPage() {
  return (
    <PlugboardProvider>
      <McpClientSetup />
    </PlugboardProvider>
  );
}
