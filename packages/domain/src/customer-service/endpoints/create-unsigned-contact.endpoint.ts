import { defineEndpoint } from '../../api/endpoint.ts';
import { ZUnsignedContactRequestSchema, ZUnsignedContactResponseSchema } from '../contact-schemas.ts';

/**
 * POST /api/v1/crm/unsigned/ (customer-area §7), anonymous: multipart email, mobile, category,
 * subject, description, 0 to 6 `attachment` files, plus the form ticket and the empty honeypot
 * → { result: { case_number } }. 400 with field errors or contact_refused (ticket, honeypot),
 * 404 when the unsigned contact is off, 413 for a file over the limit, 429 over the throttle.
 */
export const createUnsignedContactEndpoint = defineEndpoint({
  name: 'customerService.unsignedContact',
  method: 'POST',
  path: '/crm/unsigned/',
  versions: [1],
  auth: false,
  tags: ['customer service'],
  summary: 'Send a visitor’s unsigned contact form (multipart: email, mobile, category, subject, description, attachment, ticket)',
  body: ZUnsignedContactRequestSchema,
  bodyEncoding: 'multipart',
  response: ZUnsignedContactResponseSchema,
  errors: [400, 404, 413, 415, 429],
});
