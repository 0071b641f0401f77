export type { ActivityRecord, ActivityStore } from './activity/activity-store.ts';
export type { RedisActivityStoreOptions } from './activity/redis-activity-store.ts';
export { createRedisActivityStore } from './activity/redis-activity-store.ts';
export type { RedisEvalClient } from './common/redis-options.ts';
export type { AccountEventBus } from './events/account-event-bus.ts';
export type { AccountEventOrder } from './events/account-event-order.ts';
export type {
  RedisAccountEventBusOptions,
  RedisPublishClient,
  RedisSubscribeClient,
} from './events/redis-account-event-bus.ts';
export { createRedisAccountEventBus } from './events/redis-account-event-bus.ts';
export type { RedisAccountEventOrderOptions } from './events/redis-account-event-order.ts';
export { createRedisAccountEventOrder } from './events/redis-account-event-order.ts';
export type { McpTokenStore, StoredMcpToken } from './mcp-tokens/mcp-token-store.ts';
export type { RedisMcpTokenStoreOptions } from './mcp-tokens/redis-mcp-token-store.ts';
export { createRedisMcpTokenStore } from './mcp-tokens/redis-mcp-token-store.ts';
export type { RateLimitCount, RateLimitStore } from './rate-limit/rate-limit-store.ts';
export type { RedisRateLimitStoreOptions } from './rate-limit/redis-rate-limit-store.ts';
export { createRedisRateLimitStore } from './rate-limit/redis-rate-limit-store.ts';
export type { RedisUsedStateStoreOptions } from './state/redis-used-state-store.ts';
export { createRedisUsedStateStore } from './state/redis-used-state-store.ts';
export type { UsedStateStore } from './state/used-state-store.ts';
