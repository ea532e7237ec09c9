import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractNameParamsSchema } from '../../contracts/contract-route-schemas.ts';
import { ZDoubleTariffStateSchema } from '../tariff-option-schemas.ts';

/**
 * GET /api/v1/contract/:contractName/double-tariff/ (customer-area §7, the spec's singular `contract/`):
 * the customer's latest double tariff choice with the day it applies from, and the product's fraction.
 * 404 for a contract that is not the customer's.
 */
export const getDoubleTariffEndpoint = defineEndpoint({
  name: 'tariffOptions.doubleTariff',
  method: 'GET',
  path: '/contract/:contractName/double-tariff/',
  versions: [1],
  auth: true,
  tags: ['tariff options'],
  summary: 'The double tariff chosen for the contract',
  params: ZContractNameParamsSchema,
  response: ZDoubleTariffStateSchema,
  errors: [400, 401, 404],
});
