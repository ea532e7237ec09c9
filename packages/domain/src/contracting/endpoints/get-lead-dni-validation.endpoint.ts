import { defineEndpoint } from '../../api/endpoint.ts';
import { ZDniValidationResponseSchema, ZLeadIdParamsSchema } from '../lead-request-schema.ts';

/** GET /api/v1/leads/dni-validation/:lead_id (visitor-and-shell §7, §8 dniInvalid). */
export const getLeadDniValidationEndpoint = defineEndpoint({
  name: 'contracting.dniValidation',
  method: 'GET',
  path: '/leads/dni-validation/:lead_id',
  versions: [1],
  auth: 'optional',
  tags: ['contracting'],
  summary: "Check the tax id of this browser's lead against the name (dni_valid false: dniInvalid)",
  params: ZLeadIdParamsSchema,
  response: ZDniValidationResponseSchema,
  errors: [400, 401, 404, 409, 429],
});
