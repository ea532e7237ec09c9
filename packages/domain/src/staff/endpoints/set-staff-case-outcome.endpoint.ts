import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffCaseChangeResponseSchema, ZStaffCaseParamsSchema, ZStaffOutcomeSchema } from '../staff-schemas.ts';

/**
 * PUT /api/v1/staff/cases/:number/outcome (staff token): { outcome } of CASE_OUTCOMES; the
 * customer is told by mail when it changes (the same outcome again changes and mails nothing).
 */
export const setStaffCaseOutcomeEndpoint = defineEndpoint({
  name: 'staff.outcome',
  method: 'PUT',
  path: '/staff/cases/:number/outcome',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: change the outcome of a case (mails the customer)',
  params: ZStaffCaseParamsSchema,
  body: ZStaffOutcomeSchema,
  response: ZStaffCaseChangeResponseSchema,
  errors: [400, 401, 404],
});
