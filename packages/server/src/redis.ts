export type { RedisEvalClient } from './common/redis-options.ts';
export type { AccountEventBus } from './stores/account-event-bus.ts';
export type { AccountEventOrder } from './stores/account-event-order.ts';
export type { ActivityRecord, ActivityStore } from './stores/activity-store.ts';
export type { McpTokenStore, StoredMcpToken } from './stores/mcp-token-store.ts';
export type { RateLimitCount, RateLimitStore } from './stores/rate-limit-store.ts';
export type {
  RedisAccountEventBusOptions,
  RedisPublishClient,
  RedisSubscribeClient,
} from './stores/redis-account-event-bus.ts';
export { createRedisAccountEventBus } from './stores/redis-account-event-bus.ts';
export type { RedisAccountEventOrderOptions } from './stores/redis-account-event-order.ts';
export { createRedisAccountEventOrder } from './stores/redis-account-event-order.ts';
export type { RedisActivityStoreOptions } from './stores/redis-activity-store.ts';
export { createRedisActivityStore } from './stores/redis-activity-store.ts';
export type { RedisMcpTokenStoreOptions } from './stores/redis-mcp-token-store.ts';
export { createRedisMcpTokenStore } from './stores/redis-mcp-token-store.ts';
export type { RedisRateLimitStoreOptions } from './stores/redis-rate-limit-store.ts';
export { createRedisRateLimitStore } from './stores/redis-rate-limit-store.ts';
export type { RedisUsedStateStoreOptions } from './stores/redis-used-state-store.ts';
export { createRedisUsedStateStore } from './stores/redis-used-state-store.ts';
export type { UsedStateStore } from './stores/used-state-store.ts';
