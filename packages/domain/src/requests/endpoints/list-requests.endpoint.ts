import { defineEndpoint } from '../../api/endpoint.ts';
import { ZRequestListQuerySchema, ZRequestListResponseSchema } from '../request-schemas.ts';

/**
 * GET /api/v1/requests?offset&limit → { items, total }: one page of all the customer's cases
 * (ATC claims, contacts, requests), the latest activity first, paged by the server.
 */
export const listRequestsEndpoint = defineEndpoint({
  name: 'requests.list',
  method: 'GET',
  path: '/requests',
  versions: [1],
  auth: true,
  tags: ['requests'],
  summary: 'The customer’s cases (requests mailbox), latest activity first',
  query: ZRequestListQuerySchema,
  response: ZRequestListResponseSchema,
  errors: [400, 401],
});
