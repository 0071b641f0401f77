export type { RateLimitCount, RateLimitStore } from './rate-limit/rate-limit-store.ts';
export type { RedisRateLimitStoreOptions } from './rate-limit/redis-rate-limit-store.ts';
export { createRedisRateLimitStore } from './rate-limit/redis-rate-limit-store.ts';
export type { RedisEvalClient } from './shared/redis-options.ts';
export type { RedisUsedStateStoreOptions } from './state/redis-used-state-store.ts';
export { createRedisUsedStateStore } from './state/redis-used-state-store.ts';
export type { UsedStateStore } from './state/used-state-store.ts';
