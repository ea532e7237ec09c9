import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * A hook every request passes through that acts only on the routes declaring it (`config.auth`,
 * `config.staffAuth`, `config.integrationScope`): kept global so a new route cannot forget it,
 * and written with `done` so the other routes pass on at once. As an async function, each of
 * those hooks cost every request a promise and a turn of the microtask queue, answering or not.
 */
export function routeHook<T>(
  declared: (request: FastifyRequest) => T | undefined | false,
  act: (request: FastifyRequest, declared: T, reply: FastifyReply) => Promise<void>,
) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const value = declared(request);
    if (value === undefined || value === false) done();
    else act(request, value, reply).then(() => done(), done);
  };
}
