import { defineEndpoint } from '../../api/endpoint.ts';
import { ZCadastralReferenceRequestSchema } from '../contract-change-schemas.ts';
import { ZContractNameParamsSchema, ZContractTypeQuerySchema } from '../contract-route-schemas.ts';

/** PUT /api/v1/contracts/:contractName/ref_catastral/?type: the supply point's cadastral reference (customer-area §7). */
export const updateCadastralReferenceEndpoint = defineEndpoint({
  name: 'contractChanges.cadastralReference',
  method: 'PUT',
  path: '/contracts/:contractName/ref_catastral/',
  versions: [1],
  auth: true,
  tags: ['contract changes'],
  summary: 'Set the cadastral reference of the supply point',
  params: ZContractNameParamsSchema,
  query: ZContractTypeQuerySchema,
  body: ZCadastralReferenceRequestSchema,
  response: ZCadastralReferenceRequestSchema,
  errors: [400, 401, 403, 404, 409],
});
