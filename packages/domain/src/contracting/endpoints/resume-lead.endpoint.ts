import { defineEndpoint } from '../../api/endpoint.ts';
import { ZLeadResumeRequestSchema, ZLeadResumeResponseSchema } from '../lead-request-schema.ts';

/**
 * POST /api/v1/leads/resume (docs/contracting.md, "Coming back"): the reminder's link opens the
 * wizard with ?resume=<token>; the token, once, gives this browser the lead's cookie again.
 */
export const resumeLeadEndpoint = defineEndpoint({
  name: 'contracting.resume',
  method: 'POST',
  path: '/leads/resume',
  versions: [1],
  auth: 'optional',
  tags: ['contracting'],
  summary: "Take up an abandoned lead from its reminder's link: sets this browser's lead cookie",
  body: ZLeadResumeRequestSchema,
  response: ZLeadResumeResponseSchema,
  errors: [400, 401, 403, 404, 429],
});
