import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffBannerBodySchema, ZStaffBannerParamsSchema, ZStaffBannerSchema } from '../staff-content-schemas.ts';

/** PUT /api/v1/staff/content/banners/:code/:language (a supervisor): { kind, content, mime_type?, link } → the banner as stored. 404 banner_not_found. */
export const updateStaffContentBannerEndpoint = defineEndpoint({
  name: 'staff.contentBannerUpdate',
  method: 'PUT',
  path: '/staff/content/banners/:code/:language',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): replace a banner (HTML sanitised on save, image checked)',
  params: ZStaffBannerParamsSchema,
  body: ZStaffBannerBodySchema,
  response: ZStaffBannerSchema,
  errors: [400, 401, 403, 404],
});
