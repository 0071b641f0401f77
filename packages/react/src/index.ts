'use client';

export { usePlugboardClient } from './context/plugboard-context.ts';
export type { PlugboardProviderProps } from './context/plugboard-provider.tsx';
export { PlugboardProvider } from './context/plugboard-provider.tsx';
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
export type { ConnectFallback, ConnectState } from './core/connect-flow.ts';
export type { ErrorRecovery } from './core/error-recovery.ts';
export type {
  ClientErrorCode,
  PlugboardErrorCode,
  PlugboardErrorOptions,
} from './core/plugboard-error.ts';
export { PlugboardError } from './core/plugboard-error.ts';
export type { UseConnectOptions, UseConnectResult } from './hooks/use-connect.ts';
export { useConnect } from './hooks/use-connect.ts';
export type {
  UseConnectedAccountsOptions,
  UseConnectedAccountsResult,
} from './hooks/use-connected-accounts.ts';
export { useConnectedAccounts } from './hooks/use-connected-accounts.ts';
export type { UseConnectorsResult } from './hooks/use-connectors.ts';
export { useConnectors } from './hooks/use-connectors.ts';
export type { UseDisconnectResult } from './hooks/use-disconnect.ts';
export { useDisconnect } from './hooks/use-disconnect.ts';
export type {
  ExecuteToolCallOptions,
  UseExecuteToolOptions,
  UseExecuteToolResult,
} from './hooks/use-execute-tool.ts';
export { useExecuteTool } from './hooks/use-execute-tool.ts';
export type {
  UseToolReadinessOptions,
  UseToolReadinessResult,
} from './hooks/use-tool-readiness.ts';
export { useToolReadiness } from './hooks/use-tool-readiness.ts';
export type { UseToolsOptions, UseToolsResult } from './hooks/use-tools.ts';
export { useTools } from './hooks/use-tools.ts';
export type { UseUpdateAccountResult } from './hooks/use-update-account.ts';
export { useUpdateAccount } from './hooks/use-update-account.ts';
