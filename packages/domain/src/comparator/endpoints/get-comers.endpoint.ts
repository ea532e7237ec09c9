import { defineEndpoint } from '../../api/endpoint.ts';
import { ZComersQuerySchema, ZComersResponseSchema } from '../compare-schemas.ts';

/** GET /api/v1/leads/comers?lang= (visitor-and-shell §7): the electricity retailers a visitor may come from; cached 30 min. */
export const getComersEndpoint = defineEndpoint({
  name: 'comparator.comers',
  method: 'GET',
  path: '/leads/comers',
  versions: [1],
  auth: false,
  tags: ['comparator'],
  summary: 'Origin electricity suppliers (id, name)',
  query: ZComersQuerySchema,
  response: ZComersResponseSchema,
  errors: [400, 429],
});
