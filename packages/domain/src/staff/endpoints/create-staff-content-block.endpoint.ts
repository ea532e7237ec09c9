import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffBlockBodySchema, ZStaffBlockSchema } from '../staff-content-schemas.ts';

/** POST /api/v1/staff/content/blocks (a supervisor): the block → 201, as stored (its HTML cleaned); 400 staff_content_block_page_unknown for a page that does not exist. */
export const createStaffContentBlockEndpoint = defineEndpoint({
  name: 'staff.contentBlockCreate',
  method: 'POST',
  path: '/staff/content/blocks',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): create an HTML block (sanitised on save)',
  body: ZStaffBlockBodySchema,
  response: ZStaffBlockSchema,
  successStatus: 201,
  errors: [400, 401, 403],
});
