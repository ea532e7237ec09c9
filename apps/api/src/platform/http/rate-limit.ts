import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { ApiError } from './errors.ts';

export interface LimitRule {
  /** Names the counter; rules with different names never share counts. */
  name: string;
  max: number;
  windowMs?: number;
  key: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook enforcing every rule of the list (see limitHook). */
    limitHook(rules: LimitRule[], error: () => ApiError): (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Counters live in memory, or in Redis when REDIS_URL is set so that every instance behind a
 * load balancer counts the same attempts. The plugin's store is used directly because a
 * request may have to pass several counters (per account+address and per address), and the
 * plugin's own route hook stops after the first.
 */
export async function registerRateLimiting(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'portal-rl-' } : {}),
    skipOnError: true,
  });
  app.decorate('limitHook', (rules: LimitRule[], error: () => ApiError) => {
    const limiters = rules.map((rule) =>
      app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs ?? 60_000, keyGenerator: (r) => `${rule.name}:${rule.key(r)}` }),
    );
    return async (request: FastifyRequest) => {
      // Every counter counts every attempt, even when an earlier one already refuses it.
      const results = await Promise.all(limiters.map((check) => check(request)));
      const exceeded = results.filter((r) => !r.isAllowed && r.isExceeded);
      if (exceeded.length > 0) {
        const retryAfter = Math.max(...exceeded.map((r) => ('ttlInSeconds' in r ? r.ttlInSeconds : 60)));
        const failure = error();
        throw new ApiError(failure.statusCode, failure.code, failure.messageKey, {
          ...failure.extra,
          headers: { 'retry-after': String(retryAfter) },
        });
      }
    };
  });
}
