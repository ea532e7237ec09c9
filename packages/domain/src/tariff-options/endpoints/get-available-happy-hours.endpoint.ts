import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractNameParamsSchema } from '../../contracts/contract-route-schemas.ts';
import { ZAvailableHappyHoursSchema } from '../tariff-option-schemas.ts';

/**
 * GET /api/v1/contract/:contractName/available-happy-hours/ (customer-area §7): the happy-hour windows the product offers; an empty list when
 * the product offers none (a gas contract included). 404 for a contract that is not the customer's.
 */
export const getAvailableHappyHoursEndpoint = defineEndpoint({
  name: 'tariffOptions.availableHappyHours',
  method: 'GET',
  path: '/contract/:contractName/available-happy-hours/',
  versions: [1],
  auth: true,
  tags: ['tariff options'],
  summary: 'The happy hours choices the contract may take',
  params: ZContractNameParamsSchema,
  response: ZAvailableHappyHoursSchema,
  errors: [400, 401, 404],
});
