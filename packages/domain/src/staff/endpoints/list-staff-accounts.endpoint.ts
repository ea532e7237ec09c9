import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffAccountListResponseSchema } from '../staff-account-schemas.ts';

/** GET /api/v1/staff/accounts (a supervisor's staff token): every staff account, active or not. An agent gets 403 staff_role_required. */
export const listStaffAccountsEndpoint = defineEndpoint({
  name: 'staff.accounts',
  method: 'GET',
  path: '/staff/accounts',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): list the staff accounts',
  response: ZStaffAccountListResponseSchema,
  errors: [401, 403],
});
