import { reportClientErrorEndpoint } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError } from '../../platform/http/errors.ts';

// Enough for a page that fails a few calls in a row; not enough to flood the logs.
const REPORTS_PER_MINUTE = 30;

/**
 * Where the web's call helper reports a call that failed on every API version (customer-area
 * §7). Reports go to the log at warn, where the operator's log pipeline collects them.
 */
export const clientErrorsRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(
    app,
    reportClientErrorEndpoint,
    async (request, reply) => {
      request.log.warn({ clientError: request.body, userAgent: request.headers['user-agent']?.slice(0, 300) }, 'client error report');
      return reply.code(204).send();
    },
    {
      route: {
        preValidation: app.limitHook(
          [{ name: 'client_errors', max: REPORTS_PER_MINUTE, key: (r) => r.ip }],
          () => new ApiError(429, 'too_many_requests'),
        ),
      },
    },
  );
};
