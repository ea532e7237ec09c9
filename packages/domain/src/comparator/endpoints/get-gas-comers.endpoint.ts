import { defineEndpoint } from '../../api/endpoint.ts';
import { ZComersResponseSchema } from '../compare-schemas.ts';

/** GET /api/v2/gas/leads/comers (visitor-and-shell §7): the gas retailers a visitor may come from; cached 30 min. */
export const getGasComersEndpoint = defineEndpoint({
  name: 'comparator.gasComers',
  method: 'GET',
  path: '/gas/leads/comers',
  versions: [2],
  auth: false,
  tags: ['comparator'],
  summary: 'Origin gas suppliers (id, name)',
  response: ZComersResponseSchema,
  errors: [429],
});
