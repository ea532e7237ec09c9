import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffCaseChangeResponseSchema, ZStaffCaseParamsSchema, ZStaffReplySchema } from '../staff-schemas.ts';

/**
 * POST /api/v1/staff/cases/:number/messages (staff token): { body } → a staff message signed
 * with the account's label; the customer is told by mail (case_answered). 404 case_not_found.
 */
export const replyStaffCaseEndpoint = defineEndpoint({
  name: 'staff.reply',
  method: 'POST',
  path: '/staff/cases/:number/messages',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: reply to a case (mails the customer)',
  params: ZStaffCaseParamsSchema,
  body: ZStaffReplySchema,
  response: ZStaffCaseChangeResponseSchema,
  errors: [400, 401, 404],
});
