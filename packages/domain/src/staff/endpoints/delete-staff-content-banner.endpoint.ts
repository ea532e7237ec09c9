import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffBannerParamsSchema, ZStaffContentDeletedSchema } from '../staff-content-schemas.ts';

/** DELETE /api/v1/staff/content/banners/:code/:language (a supervisor): 204. 404 banner_not_found. */
export const deleteStaffContentBannerEndpoint = defineEndpoint({
  name: 'staff.contentBannerDelete',
  method: 'DELETE',
  path: '/staff/content/banners/:code/:language',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): delete a banner',
  params: ZStaffBannerParamsSchema,
  response: ZStaffContentDeletedSchema,
  successStatus: 204,
  errors: [400, 401, 403, 404],
});
