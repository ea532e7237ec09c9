import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractingLeadRequestSchema, ZContractingLeadResponseSchema } from '../lead-request-schema.ts';

/** POST /api/v1/leads (visitor-and-shell §3.9, §4.3, §7): a step of the electricity or dual wizard. */
export const createLeadEndpoint = defineEndpoint({
  name: 'contracting.lead',
  method: 'POST',
  path: '/leads',
  versions: [1],
  auth: 'optional',
  tags: ['contracting'],
  summary: "Store an electricity or dual wizard's step (1 to 4) or confirm it (5), creating the lead on the first post",
  body: ZContractingLeadRequestSchema,
  response: ZContractingLeadResponseSchema,
  errors: [400, 401, 403, 404, 409, 413, 429],
});
