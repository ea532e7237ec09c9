import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSettingsScopeBodySchema, ZSettingsScopeParamsSchema, ZStaffSettingsSchema } from '../settings-edit.ts';

/**
 * PUT /api/v1/staff/settings/:scope { data } (a supervisor's staff token): `data` replaces the
 * scope's stored settings, once the settings the portal will read with it pass the settings'
 * schema (checkSettingsEdit); answers what GET answers. 400 validation_error for a body that is
 * not `{ data: {…} }` within the size bounds; 400 settings_invalid with `errors` by settings path
 * and `issues`; 413 over the body limit. Another instance reads the change within 5 s (its cache).
 */
export const replaceStaffSettingsEndpoint = defineEndpoint({
  name: 'staff.settings.replace',
  method: 'PUT',
  path: '/staff/settings/:scope',
  versions: [1],
  auth: false,
  tags: ['staff', 'settings'],
  summary: 'Supervisor: replace the stored settings of one scope (checked against the settings schema)',
  params: ZSettingsScopeParamsSchema,
  body: ZSettingsScopeBodySchema,
  response: ZStaffSettingsSchema,
  errors: [400, 401, 403, 413],
});
