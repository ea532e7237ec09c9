import { defineEndpoint } from '../../api/endpoint.ts';
import { ZRequestDetailSchema, ZRequestNumberParamsSchema } from '../request-schemas.ts';

/** GET /api/v1/requests/:number → the case with its conversation, oldest message first; 404 for another customer's. */
export const getRequestEndpoint = defineEndpoint({
  name: 'requests.detail',
  method: 'GET',
  path: '/requests/:number',
  versions: [1],
  auth: true,
  tags: ['requests'],
  summary: 'One of the customer’s cases with its conversation',
  params: ZRequestNumberParamsSchema,
  response: ZRequestDetailSchema,
  errors: [400, 401, 404],
});
