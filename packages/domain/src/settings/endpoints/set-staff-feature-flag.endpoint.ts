import { defineEndpoint } from '../../api/endpoint.ts';
import { ZFeatureFlagBodySchema, ZFeatureFlagParamsSchema, ZStaffSettingsSchema } from '../settings-edit.ts';

/**
 * PUT /api/v1/staff/feature-flags/:name { enabled } (a supervisor's staff token): creates the flag
 * or sets it; answers what GET /staff/settings answers. The name is 1–128 characters of a–z, 0–9,
 * `.`, `_`, `-` (400 otherwise). Another instance reads the change within 5 s (its cache).
 */
export const setStaffFeatureFlagEndpoint = defineEndpoint({
  name: 'staff.featureFlags.set',
  method: 'PUT',
  path: '/staff/feature-flags/:name',
  versions: [1],
  auth: false,
  tags: ['staff', 'settings'],
  summary: 'Supervisor: create or set a feature flag',
  params: ZFeatureFlagParamsSchema,
  body: ZFeatureFlagBodySchema,
  response: ZStaffSettingsSchema,
  errors: [400, 401, 403],
});
