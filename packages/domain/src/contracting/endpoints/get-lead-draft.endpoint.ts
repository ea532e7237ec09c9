import { defineEndpoint } from '../../api/endpoint.ts';
import { ZLeadDraftQuerySchema, ZLeadDraftResponseSchema } from '../lead-request-schema.ts';

/** GET /api/v1/leads/draft: resume a wizard where this browser left it (docs/contracting.md). */
export const getLeadDraftEndpoint = defineEndpoint({
  name: 'contracting.draft',
  method: 'GET',
  path: '/leads/draft',
  versions: [1],
  auth: 'optional',
  tags: ['contracting'],
  summary: 'The lead this browser left of a wizard, to resume it (404 when none)',
  query: ZLeadDraftQuerySchema,
  response: ZLeadDraftResponseSchema,
  errors: [400, 401, 404, 429],
});
