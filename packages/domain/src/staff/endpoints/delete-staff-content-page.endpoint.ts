import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffContentDeletedSchema, ZStaffContentIdParamsSchema } from '../staff-content-schemas.ts';

/** DELETE /api/v1/staff/content/pages/:id (a supervisor): 204; the page's blocks go with it (html_elements cascade). 404 html_page_not_found. */
export const deleteStaffContentPageEndpoint = defineEndpoint({
  name: 'staff.contentPageDelete',
  method: 'DELETE',
  path: '/staff/content/pages/:id',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): delete a dynamic page and its blocks',
  params: ZStaffContentIdParamsSchema,
  response: ZStaffContentDeletedSchema,
  successStatus: 204,
  errors: [400, 401, 403, 404],
});
