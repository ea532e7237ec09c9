import { defineEndpoint } from '../../api/endpoint.ts';
import { ZCompareLeadRequestSchema, ZLeadResponseSchema } from '../lead-schemas.ts';

/**
 * POST /api/v1/price-compare/confirm (visitor-and-shell §7, §2.4, §2.6), anonymous, multipart: the
 * lead form after an electricity comparison, or the manual mode's invoice (file `invoice`, at most
 * 15,000,000 bytes, checked by its real type). 400 with field errors or lead_refused (ticket,
 * honeypot), 404 when the comparator is off, 413, 415, 429.
 */
export const createCompareLeadEndpoint = defineEndpoint({
  name: 'leads.compare',
  method: 'POST',
  path: '/price-compare/confirm',
  versions: [1],
  auth: false,
  tags: ['leads'],
  summary: 'Send the electricity comparator’s lead (multipart, optional invoice)',
  body: ZCompareLeadRequestSchema,
  bodyEncoding: 'multipart',
  response: ZLeadResponseSchema,
  errors: [400, 404, 413, 415, 429],
});
