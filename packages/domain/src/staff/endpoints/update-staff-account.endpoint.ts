import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffAccountParamsSchema, ZStaffAccountSchema, ZStaffAccountUpdateSchema } from '../staff-account-schemas.ts';

/**
 * PATCH /api/v1/staff/accounts/:id (a supervisor's staff token): { label?, role?, active?, password? }
 * → the account as it now is. 404 staff_account_not_found; 409 staff_own_account_locked (disabling
 * or demoting oneself) and staff_last_supervisor (the last active supervisor).
 */
export const updateStaffAccountEndpoint = defineEndpoint({
  name: 'staff.accountUpdate',
  method: 'PATCH',
  path: '/staff/accounts/:id',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): change a staff account (label, role, active, password)',
  params: ZStaffAccountParamsSchema,
  body: ZStaffAccountUpdateSchema,
  response: ZStaffAccountSchema,
  errors: [400, 401, 403, 404, 409],
});
