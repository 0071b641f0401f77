/*
 * `@plugboard/react/core`: the part of the kit that needs no framework, for a Vue, Svelte or
 * vanilla page: the BFF client and its account and MCP token routes, the connect flow with its
 * popup, connect channel and same-tab fallback, the callback page's verification, the live account
 * events, and the errors. No React import and no 'use client' (core.test.ts checks
 * both); the hooks are built on these same modules.
 */

export type {
  AccountEventStream,
  AccountEventStreamOptions,
  AccountEventStreamStatus,
  EventSourceLike,
} from './core/account-event-stream.ts';
export { openAccountEventStream } from './core/account-event-stream.ts';
export { getAccountPermissions, listAccountActivity } from './core/account-routes.ts';
export type { ActionStatus } from './core/action-status.ts';
export type {
  BffClient,
  BffClientOptions,
  ToolAnswer,
  ToolAnswerStream,
  UntypedToolAnswer,
} from './core/bff-client.ts';
export { createBffClient } from './core/bff-client.ts';
export type { FetchLike } from './core/bff-request.ts';
export { listenForConnectMessages } from './core/connect-channel.ts';
export type {
  ConnectFallback,
  ConnectFlow,
  ConnectFlowOptions,
  ConnectState,
} from './core/connect-flow.ts';
export { startConnectFlow } from './core/connect-flow.ts';
export type { ConnectorAccess } from './core/connector-access.ts';
export { connectorAccess } from './core/connector-access.ts';
export type { ErrorRecovery } from './core/error-recovery.ts';
export { recoveryFor } from './core/error-recovery.ts';
export {
  createMcpToken,
  listMcpTokens,
  revokeMcpToken,
  updateMcpToken,
} from './core/mcp-token-routes.ts';
export type {
  ClientErrorCode,
  PlugboardErrorCode,
  PlugboardErrorOptions,
} from './core/plugboard-error.ts';
export { PlugboardError, toPlugboardError } from './core/plugboard-error.ts';
export { isConnectPopup } from './core/popup.ts';
export { returnToApp, takeResumedAccount } from './core/same-tab-resume.ts';
export { verifyCallback } from './core/verify-callback.ts';
