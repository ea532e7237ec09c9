import { defineEndpoint } from '../../api/endpoint.ts';
import { ZAccessTariffsResponseSchema, ZTariffQuerySchema } from '../compare-schemas.ts';

/** GET /api/v1/tariff?power=&old= (visitor-and-shell §7): the electricity access tariffs for a power; cached 30 min (§9). */
export const getTariffsEndpoint = defineEndpoint({
  name: 'comparator.tariffs',
  method: 'GET',
  path: '/tariff',
  versions: [1],
  auth: false,
  tags: ['comparator'],
  summary: 'Electricity access tariffs offered for a contracted power',
  query: ZTariffQuerySchema,
  response: ZAccessTariffsResponseSchema,
  errors: [400, 429],
});
