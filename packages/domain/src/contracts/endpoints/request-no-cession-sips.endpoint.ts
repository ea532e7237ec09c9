import { defineEndpoint } from '../../api/endpoint.ts';
import { ZNoCessionSipsRequestSchema, ZWaitingForSignatureResponseSchema } from '../contract-change-schemas.ts';
import { ZContractNameParamsSchema, ZContractTypeQuerySchema } from '../contract-route-schemas.ts';

/** POST /api/v1/contracts/:contractName/no_cession_sips/: opt out of consumption-data (SIPS) cession (customer-area §7). */
export const requestNoCessionSipsEndpoint = defineEndpoint({
  name: 'contractChanges.noCessionSips',
  method: 'POST',
  path: '/contracts/:contractName/no_cession_sips/',
  versions: [1],
  auth: true,
  tags: ['contract changes'],
  summary: 'Opt out of the cession of consumption data (SIPS); waits for the signature',
  params: ZContractNameParamsSchema,
  query: ZContractTypeQuerySchema,
  body: ZNoCessionSipsRequestSchema,
  response: ZWaitingForSignatureResponseSchema,
  errors: [400, 401, 403, 404, 409],
});
