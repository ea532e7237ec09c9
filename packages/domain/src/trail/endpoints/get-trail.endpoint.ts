import { defineEndpoint } from '../../api/endpoint.ts';
import { ZTrailQuerySchema, ZTrailResponseSchema } from '../trail-model.ts';

/**
 * GET /api/v1/user/trail?offset=&limit= (docs/trail.md): the signed-in customer's own trail,
 * paged, newest first. A read, so a read-only (impersonation) token may make it.
 */
export const getTrailEndpoint = defineEndpoint({
  name: 'trail.list',
  method: 'GET',
  path: '/user/trail',
  versions: [1],
  auth: true,
  tags: ['trail'],
  summary: "The signed-in customer's trail of actions, newest first",
  query: ZTrailQuerySchema,
  response: ZTrailResponseSchema,
  errors: [400, 401],
});
