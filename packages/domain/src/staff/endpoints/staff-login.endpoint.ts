import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffLoginResponseSchema, ZStaffLoginSchema } from '../staff-schemas.ts';

/**
 * POST /api/v1/staff/login: a staff account's e-mail and password → a staff token (docs/staff.md).
 * 401 invalid_credentials for a wrong password, an unknown or a disabled account alike; 429
 * when throttled like the customers' login. Not a customer session: `auth` is false here and
 * the staff routes check their own token (apps/api/src/modules/staff/staff-auth.ts).
 */
export const staffLoginEndpoint = defineEndpoint({
  name: 'staff.login',
  method: 'POST',
  path: '/staff/login',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff sign-in: e-mail and password to a staff token',
  body: ZStaffLoginSchema,
  response: ZStaffLoginResponseSchema,
  errors: [400, 401, 429],
});
