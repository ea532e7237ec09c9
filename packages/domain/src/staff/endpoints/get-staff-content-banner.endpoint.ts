import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffBannerParamsSchema, ZStaffBannerSchema } from '../staff-content-schemas.ts';

/** GET /api/v1/staff/content/banners/:code/:language (a supervisor): one banner, its content as stored. 404 banner_not_found. */
export const getStaffContentBannerEndpoint = defineEndpoint({
  name: 'staff.contentBanner',
  method: 'GET',
  path: '/staff/content/banners/:code/:language',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): one banner with its content',
  params: ZStaffBannerParamsSchema,
  response: ZStaffBannerSchema,
  errors: [400, 401, 403, 404],
});
