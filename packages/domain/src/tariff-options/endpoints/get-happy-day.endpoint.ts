import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractNameParamsSchema } from '../../contracts/contract-route-schemas.ts';
import { ZHappyDayStateSchema } from '../tariff-option-schemas.ts';

/**
 * GET /api/v1/contract/:contractName/happy-day/ (customer-area §7, the spec's singular `contract/`):
 * the customer's latest happy day choice with the day it applies from, and the product's fraction.
 * 404 for a contract that is not the customer's.
 */
export const getHappyDayEndpoint = defineEndpoint({
  name: 'tariffOptions.happyDay',
  method: 'GET',
  path: '/contract/:contractName/happy-day/',
  versions: [1],
  auth: true,
  tags: ['tariff options'],
  summary: 'The happy day chosen for the contract',
  params: ZContractNameParamsSchema,
  response: ZHappyDayStateSchema,
  errors: [400, 401, 404],
});
