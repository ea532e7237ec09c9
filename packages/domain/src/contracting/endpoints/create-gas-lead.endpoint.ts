import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractingLeadRequestSchema, ZContractingLeadResponseSchema } from '../lead-request-schema.ts';

/** POST /api/v2/gas/leads (visitor-and-shell §7): a step of the gas wizard. */
export const createGasLeadEndpoint = defineEndpoint({
  name: 'contracting.gasLead',
  method: 'POST',
  path: '/gas/leads',
  versions: [2],
  auth: 'optional',
  tags: ['contracting'],
  summary: "Store a gas wizard's step (1 to 4) or confirm it (5), creating the lead on the first post",
  body: ZContractingLeadRequestSchema,
  response: ZContractingLeadResponseSchema,
  errors: [400, 401, 403, 404, 409, 413, 429],
});
