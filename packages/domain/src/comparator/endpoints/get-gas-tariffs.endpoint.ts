import { defineEndpoint } from '../../api/endpoint.ts';
import { ZAccessTariffsResponseSchema } from '../compare-schemas.ts';

/** GET /api/v2/gas/tariff (visitor-and-shell §7): the gas access tariffs (RL.1…); cached 30 min (§9). */
export const getGasTariffsEndpoint = defineEndpoint({
  name: 'comparator.gasTariffs',
  method: 'GET',
  path: '/gas/tariff',
  versions: [2],
  auth: false,
  tags: ['comparator'],
  summary: 'Gas access tariffs',
  response: ZAccessTariffsResponseSchema,
  errors: [429],
});
