import type { Redis } from 'ioredis';

/**
 * Shared state between instances (rate-limit counters). Commands fail fast while Redis is
 * unreachable instead of queueing, and the limiter then lets requests through (see
 * rate-limit.ts): losing Redis degrades protection, not availability. The client is loaded only
 * when REDIS_URL asks for it: a portal without Redis (the embedded demo) starts without it.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
}
