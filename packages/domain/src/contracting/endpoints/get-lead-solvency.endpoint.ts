import { defineEndpoint } from '../../api/endpoint.ts';
import { ZLeadIdParamsSchema, ZSolvencyResponseSchema } from '../lead-request-schema.ts';

/** GET /api/v1/leads/solvencia/:lead_id (visitor-and-shell §7, §8 badScore). */
export const getLeadSolvencyEndpoint = defineEndpoint({
  name: 'contracting.solvency',
  method: 'GET',
  path: '/leads/solvencia/:lead_id',
  versions: [1],
  auth: 'optional',
  tags: ['contracting'],
  summary: "Score the holder of this browser's lead (scoring false: badScore)",
  params: ZLeadIdParamsSchema,
  response: ZSolvencyResponseSchema,
  errors: [400, 401, 404, 409, 429],
});
