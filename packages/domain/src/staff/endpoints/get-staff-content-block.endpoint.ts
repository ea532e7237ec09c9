import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffBlockSchema, ZStaffContentIdParamsSchema } from '../staff-content-schemas.ts';

/** GET /api/v1/staff/content/blocks/:id (a supervisor): one block. 404 html_block_not_found. */
export const getStaffContentBlockEndpoint = defineEndpoint({
  name: 'staff.contentBlock',
  method: 'GET',
  path: '/staff/content/blocks/:id',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): one HTML block',
  params: ZStaffContentIdParamsSchema,
  response: ZStaffBlockSchema,
  errors: [400, 401, 403, 404],
});
