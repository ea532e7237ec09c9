import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { ZRequestAttachmentParamsSchema } from '../request-schemas.ts';

/**
 * GET /api/v1/requests/:number/attachments/:fileId → the file, with its stored (real)
 * content type, as an attachment; 404 for a file of another case or of another customer.
 */
export const downloadRequestAttachmentEndpoint = defineEndpoint({
  name: 'requests.attachment',
  method: 'GET',
  path: '/requests/:number/attachments/:fileId',
  versions: [1],
  auth: true,
  tags: ['requests'],
  summary: 'A file of one of the customer’s cases',
  params: ZRequestAttachmentParamsSchema,
  response: FILE_RESPONSE,
  errors: [400, 401, 404],
});
