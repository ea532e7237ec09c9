import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffBannerListSchema } from '../staff-content-schemas.ts';

/** GET /api/v1/staff/content/banners (a supervisor): every banner by code and language, without its content. */
export const listStaffContentBannersEndpoint = defineEndpoint({
  name: 'staff.contentBanners',
  method: 'GET',
  path: '/staff/content/banners',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): the banners by code and language (without their content)',
  response: ZStaffBannerListSchema,
  errors: [401, 403],
});
