import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffContentIdParamsSchema, ZStaffPageSchema } from '../staff-content-schemas.ts';

/** GET /api/v1/staff/content/pages/:id (a supervisor): one dynamic page. 404 html_page_not_found. */
export const getStaffContentPageEndpoint = defineEndpoint({
  name: 'staff.contentPage',
  method: 'GET',
  path: '/staff/content/pages/:id',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): one dynamic page',
  params: ZStaffContentIdParamsSchema,
  response: ZStaffPageSchema,
  errors: [400, 401, 403, 404],
});
