import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractNameParamsSchema } from '../../contracts/contract-route-schemas.ts';
import { ZHappyHoursStateSchema } from '../tariff-option-schemas.ts';

/**
 * GET /api/v1/contract/:contractName/happy-hours/ (customer-area §7, the spec's singular `contract/`):
 * the customer's latest happy hours choice with the day it applies from, and the product's fraction.
 * 404 for a contract that is not the customer's.
 */
export const getHappyHoursEndpoint = defineEndpoint({
  name: 'tariffOptions.happyHours',
  method: 'GET',
  path: '/contract/:contractName/happy-hours/',
  versions: [1],
  auth: true,
  tags: ['tariff options'],
  summary: 'The happy hours chosen for the contract',
  params: ZContractNameParamsSchema,
  response: ZHappyHoursStateSchema,
  errors: [400, 401, 404],
});
