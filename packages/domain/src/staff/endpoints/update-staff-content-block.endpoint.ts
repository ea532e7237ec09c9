import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffBlockBodySchema, ZStaffBlockSchema, ZStaffContentIdParamsSchema } from '../staff-content-schemas.ts';

/** PUT /api/v1/staff/content/blocks/:id (a supervisor): the block as it is to be → as stored; a language left out loses its texts. 404 html_block_not_found. */
export const updateStaffContentBlockEndpoint = defineEndpoint({
  name: 'staff.contentBlockUpdate',
  method: 'PUT',
  path: '/staff/content/blocks/:id',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): replace an HTML block (sanitised on save)',
  params: ZStaffContentIdParamsSchema,
  body: ZStaffBlockBodySchema,
  response: ZStaffBlockSchema,
  errors: [400, 401, 403, 404],
});
