export type { CanManageOrganizationAccounts } from './accounts/account-access.ts';
export type { AccountOwnership } from './accounts/account-owner.ts';
export type {
  ActivityRecord,
  ActivityRecordPage,
  ActivityStore,
} from './activity/activity-store.ts';
export type { MemoryActivityStoreOptions } from './activity/memory-activity-store.ts';
export { createMemoryActivityStore } from './activity/memory-activity-store.ts';
export type { LogEntry, Logger, LogLevel } from './common/logger.ts';
export type { PlugboardHandler } from './handler/create-plugboard-handler.ts';
export { createPlugboardHandler } from './handler/create-plugboard-handler.ts';
export type {
  ClientIp,
  DoclibRequestKind,
  PlugboardHandlerOptions,
  ResolveUser,
} from './handler/handler-options.ts';
export type { SessionUser } from './handler/session-user.ts';
export type { McpTokenStore, StoredMcpToken } from './mcp-tokens/mcp-token-store.ts';
export type { MemoryMcpTokenStoreOptions } from './mcp-tokens/memory-mcp-token-store.ts';
export { createMemoryMcpTokenStore } from './mcp-tokens/memory-mcp-token-store.ts';
export type { RateLimitCount, RateLimitStore } from './rate-limit/rate-limit-store.ts';
export type { RateLimit } from './rate-limit/rate-limiter.ts';
export type { UsedStateStore } from './state/used-state-store.ts';
export type { UpstreamCallOptions } from './upstream/call-options.ts';
export type { ToolEventStream } from './upstream/tool-event-stream.ts';
export type { ProxyBody, UpstreamClient } from './upstream/upstream-client.ts';
export { createUpstreamClient } from './upstream/upstream-client.ts';
export type { UpstreamClientOptions } from './upstream/upstream-client-options.ts';
export type { UpstreamErrorInit, UpstreamErrorKind } from './upstream/upstream-error.ts';
export { UpstreamError } from './upstream/upstream-error.ts';
