import type { FastifyRequest } from 'fastify';

// The SPA receives credentials in its address: ?token= (token login), ?id_client=&secret=
// (client login) and ?code=&state= (back from single sign-on). Request logs must not keep them.
const SECRET_PARAMS = /([?&](?:token|secret|code|state|id_client|client_secret)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/** pino options of the app's own logger: level, and request lines without credentials. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
