import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractNameParamsSchema } from '../../contracts/contract-route-schemas.ts';
import { ZAvailableHappyDaysSchema } from '../tariff-option-schemas.ts';

/**
 * GET /api/v1/contract/:contractName/available-happy-days/ (customer-area §7): the seven weekdays, named in the request language, when the product offers a happy day; an empty list when
 * the product offers none (a gas contract included). 404 for a contract that is not the customer's.
 */
export const getAvailableHappyDaysEndpoint = defineEndpoint({
  name: 'tariffOptions.availableHappyDays',
  method: 'GET',
  path: '/contract/:contractName/available-happy-days/',
  versions: [1],
  auth: true,
  tags: ['tariff options'],
  summary: 'The happy day choices the contract may take',
  params: ZContractNameParamsSchema,
  response: ZAvailableHappyDaysSchema,
  errors: [400, 401, 404],
});
