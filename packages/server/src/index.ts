export type { CanManageOrganizationAccounts } from './accounts/account-access.ts';
export type { AccountOwnership } from './accounts/account-owner.ts';
export type { ClientIp, DoclibRequestKind, ResolveUser } from './bff/handler-options.ts';
export type { RateLimit } from './bff/rate-limiter.ts';
export type { LogEntry, Logger, LogLevel } from './common/logger.ts';
export type { SessionUser } from './common/session-user.ts';
export type { AccountEventUsers, OnAccountEvent } from './events/events-options.ts';
export type {
  McpSessionAccount,
  McpSessionPreparation,
  PrepareMcpSessionOptions,
} from './hosted-mcp/prepare-mcp-session.ts';
export type { HostedMcp, Plugboard, PlugboardTools } from './instance/create-plugboard.ts';
export { createPlugboard } from './instance/create-plugboard.ts';
export type {
  PlugboardToolDefinition,
  RunToolOptions,
  ToolListOptions,
  ToolSelection,
} from './instance/instance-tools.ts';
export type {
  AccountsOptions,
  AppOptions,
  EventsOptions,
  LimitsOptions,
  McpOptions,
  PlugboardOptions,
  StoresOptions,
  ToolsOptions,
  UpstreamOptions,
} from './instance/plugboard-options.ts';
export type { AccountEventBus } from './stores/account-event-bus.ts';
export type { AccountEventOrder } from './stores/account-event-order.ts';
export type {
  ActivityRecord,
  ActivityRecordPage,
  ActivityStore,
} from './stores/activity-store.ts';
export type { McpTokenStore, StoredMcpToken } from './stores/mcp-token-store.ts';
export type { MemoryActivityStoreOptions } from './stores/memory-activity-store.ts';
export { createMemoryActivityStore } from './stores/memory-activity-store.ts';
export type { MemoryMcpTokenStoreOptions } from './stores/memory-mcp-token-store.ts';
export { createMemoryMcpTokenStore } from './stores/memory-mcp-token-store.ts';
export type { RateLimitCount, RateLimitStore } from './stores/rate-limit-store.ts';
export type { UsedStateStore } from './stores/used-state-store.ts';
