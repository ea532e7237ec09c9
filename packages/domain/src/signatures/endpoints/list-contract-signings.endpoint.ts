import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractNameParamsSchema, ZContractTypeQuerySchema } from '../../contracts/contract-route-schemas.ts';
import { ZContractSigningsResponseSchema } from '../signing-schemas.ts';

/**
 * GET /api/v1/contracts/:contractName/signatures: the contract's requests that wait (for the
 * customer's signature or for staff) and those decided in the last 30 days, newest first.
 */
export const listContractSigningsEndpoint = defineEndpoint({
  name: 'signatures.contractList',
  method: 'GET',
  path: '/contracts/:contractName/signatures',
  versions: [1],
  auth: true,
  tags: ['signatures'],
  summary: 'The contract’s pending signatures and their recent outcomes',
  params: ZContractNameParamsSchema,
  query: ZContractTypeQuerySchema,
  response: ZContractSigningsResponseSchema,
  errors: [400, 401, 404],
});
