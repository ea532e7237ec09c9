import { Redis } from 'ioredis';

/**
 * Shared state between instances (rate-limit counters). Commands fail fast while Redis is
 * unreachable instead of queueing, and the limiter then lets requests through (see
 * rate-limit.ts): losing Redis degrades protection, not availability.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
}
