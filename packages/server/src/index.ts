export type { CanManageOrganizationAccounts } from './accounts/account-access.ts';
export type { AccountOwnership } from './accounts/account-owner.ts';
export type { RateLimit } from './bff/rate-limiter.ts';
export type { LogEntry, Logger, LogLevel } from './common/logger.ts';
export type { SessionUser } from './common/session-user.ts';
export type { AccountEventUsers, OnAccountEvent } from './events/events-options.ts';
export type {
  McpSessionAccount,
  McpSessionPreparation,
  PrepareMcpSessionOptions,
} from './hosted-mcp/prepare-mcp-session.ts';
export { prepareMcpSession } from './hosted-mcp/prepare-mcp-session.ts';
export type { PlugboardHandler } from './instance/create-plugboard-handler.ts';
export { createPlugboardHandler } from './instance/create-plugboard-handler.ts';
export type {
  ClientIp,
  DoclibRequestKind,
  PlugboardHandlerOptions,
  ResolveUser,
} from './instance/handler-options.ts';
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
export type { UpstreamCallOptions } from './upstream/call-options.ts';
export type { ToolEventStream } from './upstream/tool-event-stream.ts';
export type { ProxyBody, UpstreamClient } from './upstream/upstream-client.ts';
export { createUpstreamClient } from './upstream/upstream-client.ts';
export type { UpstreamClientOptions } from './upstream/upstream-client-options.ts';
export type { UpstreamErrorInit, UpstreamErrorKind } from './upstream/upstream-error.ts';
export { UpstreamError } from './upstream/upstream-error.ts';
