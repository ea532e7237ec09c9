import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { ZStaffAttachmentParamsSchema } from '../staff-schemas.ts';

/** GET /api/v1/staff/cases/:number/attachments/:id (staff token): the file as uploaded; 404 for a file of another case. */
export const getStaffCaseAttachmentEndpoint = defineEndpoint({
  name: 'staff.caseAttachment',
  method: 'GET',
  path: '/staff/cases/:number/attachments/:id',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: download a file of a case',
  params: ZStaffAttachmentParamsSchema,
  response: FILE_RESPONSE,
  errors: [400, 401, 404],
});
