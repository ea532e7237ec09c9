import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractListInfoResponseSchema } from '../contract-response-schemas.ts';

/** GET /api/v2/contracts/list-info/: how many contracts of each kind the customer has (customer-area §7). */
export const getContractListInfoEndpoint = defineEndpoint({
  name: 'contracts.listInfo',
  method: 'GET',
  path: '/contracts/list-info/',
  versions: [2],
  auth: true,
  tags: ['contracts'],
  summary: 'How many electricity and gas contracts the customer has',
  response: ZContractListInfoResponseSchema,
  errors: [401],
});
