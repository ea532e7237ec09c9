import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffSettingsSchema } from '../settings-edit.ts';

/**
 * GET /api/v1/staff/settings (a supervisor's staff token): the stored public and private settings
 * as JSON, the built-in defaults they are merged over, and every feature flag. Private settings
 * hold the retailer's keys: supervisors administer the portal and read them; the trail never
 * keeps their values (docs/settings-and-gates.md). An agent gets 403 staff_role_required.
 */
export const getStaffSettingsEndpoint = defineEndpoint({
  name: 'staff.settings.get',
  method: 'GET',
  path: '/staff/settings',
  versions: [1],
  auth: false,
  tags: ['staff', 'settings'],
  summary: 'Supervisor: the stored settings of both scopes, the defaults and the feature flags',
  response: ZStaffSettingsSchema,
  errors: [401, 403],
});
