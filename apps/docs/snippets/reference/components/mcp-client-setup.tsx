import { PlugboardProvider } from '@plugboard/react';
import { McpClientSetup } from '@plugboard/ui/mcp';
import '@plugboard/ui/styles.css';

export function AiClientsSettings() {
  return (
    <PlugboardProvider>
      <McpClientSetup serverName="acme" defaultClient="cursor" />
    </PlugboardProvider>
  );
}
