import { defineEndpoint } from '../../api/endpoint.ts';
import { ZCreateRequestResponseSchema, ZCreateRequestSchema } from '../request-schemas.ts';

/**
 * POST /api/v1/requests (multipart: category, optional contract, subject, description and 0 to
 * 6 files; JSON without files is accepted too) → { number }: a `request` case. 400 with field
 * errors (a contract that is not the customer's: contract), 413 for a file over the limit or the
 * quota, 429 while another upload of the customer runs, 403 for a read-only token.
 */
export const createRequestEndpoint = defineEndpoint({
  name: 'requests.create',
  method: 'POST',
  path: '/requests',
  versions: [1],
  auth: true,
  tags: ['requests'],
  summary: 'File a request (multipart: category, contract, subject, description, attachments)',
  body: ZCreateRequestSchema,
  bodyEncoding: 'multipart',
  response: ZCreateRequestResponseSchema,
  errors: [400, 401, 403, 413, 415, 429],
});
