import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffAccountCreateSchema, ZStaffAccountSchema } from '../staff-account-schemas.ts';

/**
 * POST /api/v1/staff/accounts (a supervisor's staff token): { email, label, role, password } → the
 * new account. 409 staff_email_in_use for an address that has one; the trail names the supervisor.
 */
export const createStaffAccountEndpoint = defineEndpoint({
  name: 'staff.accountCreate',
  method: 'POST',
  path: '/staff/accounts',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): create a staff account',
  body: ZStaffAccountCreateSchema,
  response: ZStaffAccountSchema,
  errors: [400, 401, 403, 409],
});
