import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractNameParamsSchema } from '../../contracts/contract-route-schemas.ts';
import { ZAvailableDoubleTariffsSchema } from '../tariff-option-schemas.ts';

/**
 * GET /api/v1/contract/:contractName/available-double-tariffs/ (customer-area §7): the double-tariff spans the product offers, starting from next month; an empty list when
 * the product offers none (a gas contract included). 404 for a contract that is not the customer's.
 */
export const getAvailableDoubleTariffsEndpoint = defineEndpoint({
  name: 'tariffOptions.availableDoubleTariffs',
  method: 'GET',
  path: '/contract/:contractName/available-double-tariffs/',
  versions: [1],
  auth: true,
  tags: ['tariff options'],
  summary: 'The double tariff choices the contract may take',
  params: ZContractNameParamsSchema,
  response: ZAvailableDoubleTariffsSchema,
  errors: [400, 401, 404],
});
