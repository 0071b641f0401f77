/*
 * `@plugboard/react/core`: the part of the kit that needs no framework, for a Vue, Svelte or
 * vanilla page: the BFF client, the connect flow with its popup and connect channel, the callback
 * page's verification, and the errors. No React import and no 'use client' (core.test.ts checks
 * both); the hooks are built on these same modules.
 */

export type {
  BffClient,
  BffClientOptions,
  ExecuteToolAnswer,
  ToolExecutionAnswer,
  ToolExecutionStream,
} from './core/bff-client.ts';
export { createBffClient } from './core/bff-client.ts';
export type { FetchLike } from './core/bff-request.ts';
export { listenForConnectMessages } from './core/connect-channel.ts';
export type {
  ConnectFallback,
  ConnectFlow,
  ConnectFlowOptions,
  ConnectState,
  ConnectStatus,
} from './core/connect-flow.ts';
export { startConnectFlow } from './core/connect-flow.ts';
export type { ConnectorAccess } from './core/connector-access.ts';
export { connectorAccess } from './core/connector-access.ts';
export type { ErrorRecovery } from './core/error-recovery.ts';
export { recoveryFor } from './core/error-recovery.ts';
export type {
  ClientErrorCode,
  PlugboardErrorCode,
  PlugboardErrorOptions,
} from './core/plugboard-error.ts';
export { PlugboardError, toPlugboardError } from './core/plugboard-error.ts';
export { isConnectPopup } from './core/popup.ts';
export {
  handBackToApp,
  readResumePath,
  sameOriginPath,
  takeResumedAccount,
} from './core/same-tab-resume.ts';
export { verifyCallback } from './core/verify-callback.ts';
