import { defineEndpoint } from '../../api/endpoint.ts';
import { ZBatteryTypesSchema } from '../battery-schemas.ts';

/**
 * GET /api/v1/contract/bateria/types (customer-area §7): the two discount settings of a link, in
 * order (first not applying, second applying, §4), each with its explanation in the request's
 * language; the battery block's explanations come from here.
 */
export const getBatteryTypesEndpoint = defineEndpoint({
  name: 'virtualBatteries.types',
  method: 'GET',
  path: '/contract/bateria/types',
  versions: [1],
  auth: true,
  tags: ['virtual batteries'],
  summary: 'The discount settings of a virtual battery link, explained',
  response: ZBatteryTypesSchema,
  errors: [401],
});
