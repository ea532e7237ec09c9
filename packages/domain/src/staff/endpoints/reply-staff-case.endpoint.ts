import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffCaseChangeResponseSchema, ZStaffCaseParamsSchema, ZStaffReplySchema } from '../staff-schemas.ts';

/**
 * POST /api/v1/staff/cases/:number/messages (staff token): multipart, body and 0 to 6 files
 * (`attachments`), checked as a customer's message's are; or JSON `{ body }` without files (the
 * CLI's) → a staff message signed with the account's label; the customer is told by mail
 * (case_answered). 404 case_not_found; 413 a file over the upload limit; 415 a file of another
 * type; 429 another upload of the account still running.
 */
export const replyStaffCaseEndpoint = defineEndpoint({
  name: 'staff.reply',
  method: 'POST',
  path: '/staff/cases/:number/messages',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: reply to a case, with files (multipart) or without (JSON); mails the customer',
  params: ZStaffCaseParamsSchema,
  body: ZStaffReplySchema,
  bodyEncoding: 'multipart',
  response: ZStaffCaseChangeResponseSchema,
  errors: [400, 401, 404, 413, 415, 429],
});
