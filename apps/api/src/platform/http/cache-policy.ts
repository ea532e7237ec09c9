import type { FastifyInstance } from 'fastify';

/**
 * No answer of the API is kept by a browser or a proxy unless its route says it may: customer
 * data, tokens (the login and refresh answers) and errors about them are `no-store` (OWASP
 * ASVS 4.0.3 V8.2.1). Deny by default, so a route added tomorrow cannot forget
 * it. The few public reference answers (the geo lists) set their own `public, max-age` and are
 * left alone; an authenticated route is `no-store` whatever it set, since one customer's
 * answer must never be served to another by a shared cache.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  // With `done`, not async: every answer passes here, and an async hook costs each a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) {
      const declared = reply.getHeader('cache-control');
      if (declared === undefined || request.routeOptions.config.auth === true || request.routeOptions.config.auth === 'optional') {
        reply.header('cache-control', declared && String(declared).includes('no-store') ? declared : 'no-store');
      }
    }
    done(null, payload);
  });
}
