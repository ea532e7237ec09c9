import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffContentDeletedSchema, ZStaffContentIdParamsSchema } from '../staff-content-schemas.ts';

/** DELETE /api/v1/staff/content/blocks/:id (a supervisor): 204. 404 html_block_not_found. */
export const deleteStaffContentBlockEndpoint = defineEndpoint({
  name: 'staff.contentBlockDelete',
  method: 'DELETE',
  path: '/staff/content/blocks/:id',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): delete an HTML block',
  params: ZStaffContentIdParamsSchema,
  response: ZStaffContentDeletedSchema,
  successStatus: 204,
  errors: [400, 401, 403, 404],
});
