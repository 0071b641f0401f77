'use client';

import type { McpToken, McpToolScope } from '@plugboard/schema';
import { useRef, useState } from 'react';
import { absoluteTime, relativeTime } from '../account-details/relative-time.ts';
import { EditScopeDialog } from './edit-scope-dialog.tsx';
import { useMcpSetupStrings } from './mcp-setup-strings.ts';
import { RevokeTokenDialog } from './revoke-token-dialog.tsx';
import { scopeSummary } from './scope-summary.ts';
import type { ScopeConnector } from './tool-scope-choice.ts';

export interface TokenListProps {
  headingId: string;
  tokens: McpToken[];
  /** The connectors with tools the app allows, for the scope's words and its dialog. */
  offered: readonly ScopeConnector[] | undefined;
  offeredFailed: boolean;
  /** Rejects when the BFF refuses; the dialog shows why. */
  onChangeScope(id: string, scope: McpToolScope): Promise<unknown>;
  /** Rejects when the BFF refuses; the token is then back in `tokens`. */
  onRevoke(id: string): Promise<void>;
}

/**
 * The user's tokens, newest first: what each is for, what its client sees (with Change), when it
 * was made and last used, when it expires, and Revoke. A list of cards rather than a table, so it
 * reads at 320 px.
 */
export function TokenList({
  headingId,
  tokens,
  offered,
  offeredFailed,
  onChangeScope,
  onRevoke,
}: TokenListProps) {
  const strings = useMcpSetupStrings();
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const now = Date.now();
  const when = (iso: string) => {
    const date = new Date(iso);
    return (
      <time dateTime={iso} title={absoluteTime(date, strings.locale)}>
        {relativeTime(date, now, strings.locale)}
      </time>
    );
  };

  return (
    <>
      <h3 className="pb-mcp__heading" id={headingId} ref={heading} tabIndex={-1}>
        {strings.tokensHeading}
      </h3>
      {failed && (
        <p className="pb-mcp__error" role="alert">
          {strings.revokeError(failed)}
        </p>
      )}
      {tokens.length === 0 ? (
        <p className="pb-mcp__empty">{strings.noTokens}</p>
      ) : (
        <ul className="pb-mcp__tokens">
          {tokens.map((token) => {
            const expired = Date.parse(token.expires_at) <= now;
            const client = strings.clientNames[token.client];
            return (
              <li className="pb-mcp__token" key={token.id} data-expired={expired || undefined}>
                <div className="pb-mcp__token-head">
                  <span className="pb-mcp__token-name">{token.name}</span>
                  <span className="pb-mcp__token-client">
                    {client} · <code>{strings.endsWith(token.hint)}</code>
                  </span>
                  <span className="pb-mcp__token-scope">
                    {scopeSummary(token.tool_scope, offered, strings)}
                  </span>
                </div>
                <dl className="pb-mcp__token-dates">
                  <div>
                    <dt>{strings.created}</dt>
                    <dd>{when(token.created_at)}</dd>
                  </div>
                  <div>
                    <dt>{strings.lastUsed}</dt>
                    <dd>{token.last_used_at ? when(token.last_used_at) : strings.neverUsed}</dd>
                  </div>
                  <div>
                    <dt>{expired ? strings.expired : strings.expires}</dt>
                    <dd>{when(token.expires_at)}</dd>
                  </div>
                </dl>
                <EditScopeDialog
                  name={token.name}
                  scope={token.tool_scope}
                  offered={offered}
                  offeredFailed={offeredFailed}
                  onSave={(scope) => onChangeScope(token.id, scope)}
                />
                <RevokeTokenDialog
                  name={token.name}
                  client={client}
                  onConfirm={() => {
                    setFailed(undefined);
                    onRevoke(token.id).catch(() => setFailed(token.name));
                  }}
                  onConfirmedClose={() => heading.current?.focus()}
                />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
