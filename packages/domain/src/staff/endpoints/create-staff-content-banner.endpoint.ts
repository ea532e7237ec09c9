import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffBannerCreateSchema, ZStaffBannerSchema } from '../staff-content-schemas.ts';

/** POST /api/v1/staff/content/banners (a supervisor): { code, language, kind, content, mime_type?, link } → 201; 409 banner_exists when that code has a banner in that language. */
export const createStaffContentBannerEndpoint = defineEndpoint({
  name: 'staff.contentBannerCreate',
  method: 'POST',
  path: '/staff/content/banners',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): create a banner (HTML sanitised on save, image checked)',
  body: ZStaffBannerCreateSchema,
  response: ZStaffBannerSchema,
  successStatus: 201,
  errors: [400, 401, 403, 409],
});
