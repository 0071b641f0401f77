'use client';

import type { McpClientKind } from '@plugboard/schema';
import { useMemo } from 'react';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

/*
 * The English strings of McpClientSetup. They load with the panel, not with the core: a host
 * replaces any of them through `localization.mcpSetup`.
 */
export const MCP_SETUP_STRINGS = {
  /** The locale of dates (Intl); the browser's when undefined. */
  locale: undefined as string | undefined,

  loading: 'Loading your AI client tokens…',
  loadError: 'Could not load your AI client tokens.',

  endpointHeading: 'Your MCP endpoint',
  endpointIntro:
    'AI clients that speak the Model Context Protocol use your connected accounts through this address, as you.',
  endpointField: 'MCP endpoint URL',

  copy: 'Copy',
  copied: 'Copied',
  copyWhat: (what: string) => `Copy ${what}`,

  createHeading: 'Create a token',
  createIntro: 'Each AI client gets a token of its own, so you can revoke one without the others.',
  nameLabel: 'Name',
  namePlaceholder: 'Work laptop',
  nameHint: 'So you can tell your tokens apart.',
  nameRequired: 'Enter a name for the token.',
  clientLabel: 'For',
  clientNames: {
    'claude-code': 'Claude Code',
    cursor: 'Cursor',
    vscode: 'VS Code',
    other: 'Another client',
  } as Record<McpClientKind, string>,
  expiryLabel: 'Expires after',
  expiryDays: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  scopeLegend: 'What the client sees',
  scopeDiscover: 'Discover tools as needed (recommended)',
  scopeDiscoverHint:
    'The client searches your tools when it needs one. It fits every client, and connectors you add later need no new token.',
  scopeListed: 'Choose connectors',
  scopeListedHint: 'The client lists the tools of the connectors you tick.',
  scopeConnectors: 'Connectors',
  toolCount: (count: number) => (count === 1 ? '1 tool' : `${count} tools`),
  toolsChosen: (chosen: number, total: number) => `${chosen} of ${total} tools`,
  chooseTools: (connector: string) => `Choose single tools of ${connector}`,
  listedCount: (count: number) => (count === 1 ? '1 tool listed' : `${count} tools listed`),
  overToolLimit: (limit: number) =>
    `Some clients, such as Cursor, use at most ${limit} tools. Tick fewer, or let the client discover tools as needed.`,
  noConnectorChosen: 'Tick at least one connector, or let the client discover tools as needed.',
  noToolChosen: (connector: string) =>
    `Tick at least one tool of ${connector}, or untick ${connector}.`,
  connectorsLoading: 'Loading the connectors…',
  connectorsError: 'Could not load the connectors: for now, the client can only discover tools.',
  noConnectorsOffered: 'This app offers no connector with tools to choose.',
  create: 'Create token',
  creating: 'Creating…',
  createError: 'Could not create the token.',

  secretHeading: (name: string) => `Your new token “${name}”`,
  secretWarning:
    'Copy it now: you will not see it again. Anyone with it can use your connected accounts until it expires or you revoke it.',
  secretField: 'New token',
  secretDone: 'I have copied it',

  configHeading: 'Set up your client',
  configIntro: 'Paste this where your client expects it.',
  configIntroPlaceholder: (placeholder: string) =>
    `Paste this where your client expects it, with your token in place of ${placeholder}.`,
  secretPlaceholder: '<your token>',
  configTabs: 'AI client',
  claudeCodeHint: 'Run this in a terminal.',
  cursorHint:
    'Add this to .cursor/mcp.json in your project, or ~/.cursor/mcp.json for all of them.',
  vscodeHint: 'Add this to .vscode/mcp.json in your workspace.',
  otherHint: 'Any client that takes a URL and headers: send the token as a bearer token.',
  configFor: (client: string) => `Configuration for ${client}`,

  tokensHeading: 'Your tokens',
  noTokens: 'No token yet. Create one for each AI client you use.',
  created: 'Created',
  lastUsed: 'Last used',
  neverUsed: 'Never',
  expires: 'Expires',
  expired: 'Expired',
  endsWith: (hint: string) => `ends in ${hint}`,
  scopeSummaryDiscover: 'Discovers tools as needed',
  scopeSummaryConnectors: (connectors: string) => `Lists the tools of ${connectors}`,
  scopeSummaryTools: (count: number, connectors: string) =>
    `Lists ${count === 1 ? '1 tool' : `${count} tools`} of ${connectors}`,
  changeScope: 'Change',
  changeScopeOf: (name: string) => `Change what ${name} sees`,
  changeScopeTitle: (name: string) => `What “${name}” sees`,
  changeScopeDescription: 'The client sees the change on its next request.',
  save: 'Save',
  saving: 'Saving…',
  changeScopeError: 'Could not change the token.',
  revoke: 'Revoke',
  revokeToken: (name: string) => `Revoke ${name}`,
  revokeTitle: (name: string) => `Revoke “${name}”?`,
  revokeDescription: (client: string) =>
    `${client} stops working with your accounts at once. This cannot be undone; create a new token to connect it again.`,
  revokeError: (name: string) => `Could not revoke “${name}”.`,
};

export type McpSetupStrings = typeof MCP_SETUP_STRINGS;

/** What `localization.mcpSetup` takes: any of these strings to replace. */
export type McpSetupLocalization = Partial<McpSetupStrings>;

/** The panel's strings: the English defaults with the host's `localization.mcpSetup`. */
export function useMcpSetupStrings(): McpSetupStrings {
  const overrides = usePlugboardUi().strings.mcpSetup;
  return useMemo(() => ({ ...MCP_SETUP_STRINGS, ...overrides }), [overrides]);
}
