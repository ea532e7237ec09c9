import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContactCaseResponseSchema, ZContactCaseSchema } from '../contact-schemas.ts';

/**
 * POST /api/v1/crm/cases/ (customer-area §7): multipart polissa_id, polissa_type, categ_id,
 * title, message, optional meter_reading (autoreads) and 1 to 6 `attachments` → { id,
 * case_number }. 404 when the contract is not the customer's or the signed contact is off, 400
 * with field errors, 413 for a file over the limit or the quota, 429 while another upload of the
 * customer runs, 403 for a read-only token.
 */
export const createContactCaseEndpoint = defineEndpoint({
  name: 'customerService.contactCase',
  method: 'POST',
  path: '/crm/cases/',
  versions: [1],
  auth: true,
  tags: ['customer service'],
  summary: 'Send the signed-in contact form (multipart: polissa_id, polissa_type, categ_id, title, message, attachments)',
  body: ZContactCaseSchema,
  bodyEncoding: 'multipart',
  response: ZContactCaseResponseSchema,
  errors: [400, 401, 403, 404, 413, 415, 429],
});
