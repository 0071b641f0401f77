'use client';

import { useConnectors } from '@plugboard/react';
import { useMcpTokens } from '@plugboard/react/mcp';
import type { CreateMcpTokenResponse, McpClientKind } from '@plugboard/schema';
import { useId, useMemo, useState } from 'react';
import { LoadErrorNotice } from '../account-details/load-error-notice.tsx';
import { Spinner } from '../common/spinner.tsx';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { ClientConfigPanel } from './client-config-panel.tsx';
import { CopyField } from './copy-field.tsx';
import { CreateTokenForm } from './create-token-form.tsx';
import { useMcpSetupStrings } from './mcp-setup-strings.ts';
import { NewTokenSecret } from './new-token-secret.tsx';
import { TokenList } from './token-list.tsx';
import type { ScopeConnector } from './tool-scope-choice.ts';

export interface McpClientSetupProps {
  /** The server's name in the clients' configuration (`claude mcp add … <name>`). */
  serverName?: string;
  /** The client chosen first in the form and the configuration. */
  defaultClient?: McpClientKind;
  /** The expiries offered, in days (1 to 365). */
  expiryOptions?: number[];
  /** The expiry chosen first; one of `expiryOptions`. */
  defaultExpiry?: number;
  /** Added to the root element's `pb-mcp` class. */
  className?: string;
}

/**
 * Connects the user's AI clients (Claude Code, Cursor, VS Code, any MCP client that takes a
 * header) to the app's MCP endpoint: the endpoint's URL, a form that creates a personal token
 * (choosing what its client sees: discovery, or connectors and single tools) and shows its secret
 * once, ready-to-paste configuration for each client, and the user's tokens with what each sees
 * (Change), their last use and Revoke. The root carries `data-state` (`loading`, `error`, `ready`).
 *
 * @example
 * ```tsx
 * <PlugboardProvider baseUrl="/api/plugboard">
 *   <McpClientSetup serverName="acme" />
 * </PlugboardProvider>
 * ```
 */
export function McpClientSetup({
  serverName = 'plugboard',
  defaultClient = 'claude-code',
  expiryOptions = [7, 30, 90, 365],
  defaultExpiry = 90,
  className,
}: McpClientSetupProps) {
  const { root } = usePlugboardUi();
  const strings = useMcpSetupStrings();
  const id = useId();
  const { endpoint, data: tokens, error, refetch, create, update, revoke } = useMcpTokens();
  const connectors = useConnectors();
  // Only connectors with tools the app allows can be listed; GET /connectors names them.
  const offered = useMemo(
    () =>
      connectors.data
        ?.filter((connector) => connector.tools.length > 0)
        .map((connector): ScopeConnector => connector),
    [connectors.data],
  );
  const offeredFailed = offered === undefined && connectors.error !== undefined;
  const [created, setCreated] = useState<CreateMcpTokenResponse | undefined>(undefined);
  const [client, setClient] = useState<McpClientKind>(defaultClient);
  const state = tokens && endpoint ? 'ready' : error ? 'error' : 'loading';

  if (!tokens || !endpoint) {
    return (
      <div {...root('mcpSetup', 'pb-mcp', className)} data-state={state}>
        {error ? (
          <LoadErrorNotice what={strings.loadError} error={error} onRetry={() => refetch()} />
        ) : (
          <p className="pb-details__loading" role="status">
            <Spinner />
            {strings.loading}
          </p>
        )}
      </div>
    );
  }

  return (
    <div {...root('mcpSetup', 'pb-mcp', className)} data-state={state}>
      <section className="pb-mcp__section" aria-labelledby={`${id}-endpoint`}>
        <h3 className="pb-mcp__heading" id={`${id}-endpoint`}>
          {strings.endpointHeading}
        </h3>
        <p className="pb-mcp__text">{strings.endpointIntro}</p>
        <CopyField value={endpoint} label={strings.endpointField} />
      </section>
      <section className="pb-mcp__section" aria-labelledby={`${id}-create`}>
        <h3 className="pb-mcp__heading" id={`${id}-create`}>
          {strings.createHeading}
        </h3>
        <p className="pb-mcp__text">{strings.createIntro}</p>
        <CreateTokenForm
          expiryOptions={expiryOptions}
          defaultExpiry={defaultExpiry}
          defaultClient={defaultClient}
          offered={offered}
          offeredFailed={offeredFailed}
          onCreate={async (request) => {
            const answer = await create(request);
            setCreated(answer);
            setClient(answer.token.client);
          }}
        />
        {created && <NewTokenSecret created={created} onDone={() => setCreated(undefined)} />}
      </section>
      <section className="pb-mcp__section" aria-labelledby={`${id}-config`}>
        <h3 className="pb-mcp__heading" id={`${id}-config`}>
          {strings.configHeading}
        </h3>
        <ClientConfigPanel
          endpoint={endpoint}
          secret={created?.secret}
          client={client}
          onClientChange={setClient}
          serverName={serverName}
        />
      </section>
      <section className="pb-mcp__section" aria-labelledby={`${id}-tokens`}>
        <TokenList
          headingId={`${id}-tokens`}
          tokens={tokens}
          offered={offered}
          offeredFailed={offeredFailed}
          onChangeScope={(tokenId, scope) => update(tokenId, { tool_scope: scope })}
          onRevoke={async (tokenId) => {
            if (created?.token.id === tokenId) setCreated(undefined);
            await revoke(tokenId);
          }}
        />
      </section>
    </div>
  );
}
