import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffContentIdParamsSchema, ZStaffPageBodySchema, ZStaffPageSchema } from '../staff-content-schemas.ts';

/** PUT /api/v1/staff/content/pages/:id (a supervisor): { texts } → the page; a language left out loses its texts. 404 html_page_not_found. */
export const updateStaffContentPageEndpoint = defineEndpoint({
  name: 'staff.contentPageUpdate',
  method: 'PUT',
  path: '/staff/content/pages/:id',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: "Staff (supervisor): replace a dynamic page's texts",
  params: ZStaffContentIdParamsSchema,
  body: ZStaffPageBodySchema,
  response: ZStaffPageSchema,
  errors: [400, 401, 403, 404],
});
