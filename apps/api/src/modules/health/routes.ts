import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loggableError } from '../../db/database-errors.ts';

// A database that hangs is as unready as one that refuses.
const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const ZHealthSchema = z.object({ status: z.string(), version: z.string() });

/**
 * Liveness and readiness for orchestrators: /healthz answers while the process runs;
 * /readyz only while the database answers, so a load balancer stops sending traffic to an
 * instance that lost its database.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ version: string; ping: () => Promise<void> }> = async (app, { version, ping }) => {
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: ZHealthSchema } } }, async () => ({ status: 'ok', version }));

  app.get('/readyz', { schema: { tags: ['health'], response: { 200: ZHealthSchema, 503: ZHealthSchema } } }, async (request, reply) => {
    try {
      await withTimeout(ping(), PING_TIMEOUT_MS);
      return { status: 'ready', version };
    } catch (error) {
      // A warning, not an error: a restart of the database is an operation, and the probe asks
      // every few seconds while it lasts. The pool reconnects on its own; nothing to do here.
      request.log.warn(loggableError(error), 'readiness: database does not answer');
      return reply.code(503).send({ status: 'unavailable', version });
    }
  });
};
