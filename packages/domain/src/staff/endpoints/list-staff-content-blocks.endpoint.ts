import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffBlockListSchema } from '../staff-content-schemas.ts';

/** GET /api/v1/staff/content/blocks (a supervisor): every block (pages' and groups'), by page, group and priority, with its texts as stored. */
export const listStaffContentBlocksEndpoint = defineEndpoint({
  name: 'staff.contentBlocks',
  method: 'GET',
  path: '/staff/content/blocks',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): the HTML blocks with their texts per language',
  response: ZStaffBlockListSchema,
  errors: [401, 403],
});
