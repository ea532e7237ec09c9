import { defineEndpoint } from '../../api/endpoint.ts';
import { ZRequestCategoriesResponseSchema } from '../request-schemas.ts';

/** GET /api/v1/requests/categories → [{ id, name }]: the case categories a request is filed under, names in the request's language. */
export const getRequestCategoriesEndpoint = defineEndpoint({
  name: 'requests.categories',
  method: 'GET',
  path: '/requests/categories',
  versions: [1],
  auth: true,
  tags: ['requests'],
  summary: 'Categories of a new request',
  response: ZRequestCategoriesResponseSchema,
  errors: [401],
});
