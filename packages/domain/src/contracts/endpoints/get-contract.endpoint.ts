import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractSchema } from '../contract-response-schemas.ts';
import { ZContractNameParamsSchema, ZContractTypeQuerySchema } from '../contract-route-schemas.ts';

/** GET /api/v2/contracts/:contractName: one contract of the customer (customer-area §3, §7). */
export const getContractEndpoint = defineEndpoint({
  name: 'contracts.detail',
  method: 'GET',
  path: '/contracts/:contractName',
  versions: [2],
  auth: true,
  tags: ['contracts'],
  summary: 'One contract of the customer by name (404 for a name that is not theirs)',
  params: ZContractNameParamsSchema,
  query: ZContractTypeQuerySchema,
  response: ZContractSchema,
  errors: [400, 401, 404],
});
