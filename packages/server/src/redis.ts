export type { RateLimitCount, RateLimitStore } from './rate-limit/rate-limit-store.ts';
export type {
  RedisEvalClient,
  RedisRateLimitStoreOptions,
} from './rate-limit/redis-rate-limit-store.ts';
export { createRedisRateLimitStore } from './rate-limit/redis-rate-limit-store.ts';
