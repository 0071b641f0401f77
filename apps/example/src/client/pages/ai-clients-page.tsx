import { McpClientSetup } from '@plugboard/ui/mcp';
import { AppHeader } from '../app-header.tsx';
import type { DemoUser } from '../session-api.ts';

interface AiClientsPageProps {
  user: DemoUser;
  onSignedOut(): void;
}

/**
 * Where the signed-in person connects their own AI clients (Claude Code, Cursor, VS Code) to
 * Acme's MCP endpoint at /mcp: each gets a personal token, and then uses this person's connected
 * accounts, with the same allow-list and activity trail as the app itself.
 */
export function AiClientsPage({ user, onSignedOut }: AiClientsPageProps) {
  return (
    <div className="app-shell">
      <AppHeader user={user} onSignedOut={onSignedOut} />
      <main className="app-main">
        <section aria-labelledby="ai-clients-heading" className="app-section">
          <h1 id="ai-clients-heading">AI clients</h1>
          <p className="app-lede">
            Use your connected accounts from the AI tools you already run. Create a token for each
            one, choose what it sees, paste its configuration, and revoke it here when you stop
            using it.
          </p>
          <McpClientSetup serverName="acme" />
        </section>
      </main>
    </div>
  );
}
