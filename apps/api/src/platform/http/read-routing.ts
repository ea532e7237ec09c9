import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReplicaReads } from '../../db/database.ts';
import { loggableError } from '../../db/database-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The request side of the read replica (db/read-routing.ts; docs/operations.md, "Read replicas"):
 *
 * - every request runs as one reader of `reads.db`: its signed-in user, known once the
 *   authentication hook has run, decides at its first lag-tolerant statement whether the replica
 *   may answer it;
 * - every changing request of a signed-in user (any method but GET, HEAD, OPTIONS) records where
 *   the primary's log stands before its answer leaves, so that user's next read, on any
 *   instance, waits for the replica to have replayed it or goes to the primary.
 */
export function registerReadRouting(app: FastifyInstance, reads: ReplicaReads): void {
  const resources = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, _reply, done) => {
    reads.scope(
      () => request.identity?.user_id,
      () => {
        // The body is read in the request stream's callbacks, outside this scope; the resource
        // brings the scope back for validation, the handler and what follows (as
        // @fastify/request-context does).
        resources.set(request, new AsyncResource('portal-read-scope'));
        done();
      },
    );
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
  // onSend, not onResponse: the answer must not reach the customer (who may read at once) before
  // the position is recorded. The request's transactions have committed by now.
  app.addHook('onSend', async (request, reply, payload) => {
    const userId = request.identity?.user_id;
    // 503: the database was away, so was the change (the customer sends it again).
    if (userId === undefined || SAFE_METHODS.has(request.method) || reply.statusCode === 503) return payload;
    try {
      await reads.recordWrite(userId);
    } catch (error) {
      // The change is done; only its reads might come from a replica that has not replayed it yet.
      request.log.warn(loggableError(error), 'read replica: the write position of a change could not be recorded');
    }
    return payload;
  });
}
