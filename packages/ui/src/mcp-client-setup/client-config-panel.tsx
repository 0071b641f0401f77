'use client';

import type { McpClientKind } from '@plugboard/schema';
import { useId } from 'react';
import { clientConfig } from './client-configs.ts';
import { CopyField } from './copy-field.tsx';
import { CLIENT_KINDS } from './create-token-form.tsx';
import { type McpSetupStrings, useMcpSetupStrings } from './mcp-setup-strings.ts';

const HINTS: Record<McpClientKind, keyof McpSetupStrings> = {
  'claude-code': 'claudeCodeHint',
  cursor: 'cursorHint',
  vscode: 'vscodeHint',
  other: 'otherHint',
};

export interface ClientConfigPanelProps {
  endpoint: string;
  /** The secret just created, written into the configuration; a placeholder otherwise. */
  secret: string | undefined;
  client: McpClientKind;
  onClientChange(client: McpClientKind): void;
  serverName: string;
}

/**
 * Ready-to-paste configuration for each client, chosen with radio buttons (arrow keys move
 * between them, as in any radio group).
 */
export function ClientConfigPanel({
  endpoint,
  secret,
  client,
  onClientChange,
  serverName,
}: ClientConfigPanelProps) {
  const strings = useMcpSetupStrings();
  const id = useId();
  const config = clientConfig(client, endpoint, secret ?? strings.secretPlaceholder, serverName);
  return (
    <div className="pb-mcp__config">
      <p className="pb-mcp__text">
        {secret ? strings.configIntro : strings.configIntroPlaceholder(strings.secretPlaceholder)}
      </p>
      <fieldset className="pb-mcp__clients">
        <legend className="pb-mcp__legend">{strings.configTabs}</legend>
        {CLIENT_KINDS.map((kind) => (
          <label className="pb-mcp__client" key={kind}>
            <input
              type="radio"
              name={`${id}-client`}
              value={kind}
              checked={client === kind}
              onChange={() => onClientChange(kind)}
            />
            <span>{strings.clientNames[kind]}</span>
          </label>
        ))}
      </fieldset>
      <p className="pb-mcp__hint">{strings[HINTS[client]] as string}</p>
      <CopyField
        value={config.text}
        label={strings.configFor(strings.clientNames[client])}
        multiline
      />
    </div>
  );
}
