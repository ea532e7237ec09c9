import { z } from 'zod';
import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { idParam } from '../../api/primitives.ts';

/** Attachment ids are integer keys: anything beyond the column's range cannot be one. */
export const ZAttachmentIdParamsSchema = z.object({ attachmentId: idParam() });

/** GET /api/v2/contract/download_attachment/:attachmentId: one attachment of a contract (customer-area §7). */
export const downloadAttachmentEndpoint = defineEndpoint({
  name: 'contractDocuments.attachment',
  method: 'GET',
  path: '/contract/download_attachment/:attachmentId',
  versions: [2],
  auth: true,
  tags: ['contract documents'],
  summary: 'An attachment of one of the customer’s contracts',
  params: ZAttachmentIdParamsSchema,
  response: FILE_RESPONSE,
  errors: [400, 401, 404],
});
