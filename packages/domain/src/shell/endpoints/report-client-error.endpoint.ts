import { ZClientErrorReportResponseSchema, ZClientErrorReportSchema } from '../../api/client-error.ts';
import { defineEndpoint, type TEndpointRoute } from '../../api/endpoint.ts';

// The route's parts, each written once: the endpoint and the zod-free route below are both
// built of them (a bundler drops an unused endpoint, and its schemas, only so).
const method = 'POST';
const path = '/client_errors';
const versions = [1] as const;

/**
 * POST /api/v1/client_errors: the web's call helper reports a call that failed on every version
 * (customer-area §7); 204, nothing in the answer.
 */
export const reportClientErrorEndpoint = defineEndpoint({
  name: 'shell.reportClientError',
  method,
  path,
  versions,
  auth: false,
  tags: ['client errors'],
  summary: 'Report a failed call from the web',
  body: ZClientErrorReportSchema,
  response: ZClientErrorReportResponseSchema,
  successStatus: 204,
  errors: [400, 429],
});

/** Any failed call reports, on any page, the login page's included: the web sends it from the route (no zod). */
export const reportClientErrorRoute: TEndpointRoute<typeof reportClientErrorEndpoint> = { method, path, versions };
