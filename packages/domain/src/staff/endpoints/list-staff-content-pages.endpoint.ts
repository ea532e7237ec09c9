import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffPageListSchema } from '../staff-content-schemas.ts';

/** GET /api/v1/staff/content/pages (a supervisor): every dynamic page, its menu entry in each language written and how many blocks it shows. */
export const listStaffContentPagesEndpoint = defineEndpoint({
  name: 'staff.contentPages',
  method: 'GET',
  path: '/staff/content/pages',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): the dynamic pages with their texts per language',
  response: ZStaffPageListSchema,
  errors: [401, 403],
});
