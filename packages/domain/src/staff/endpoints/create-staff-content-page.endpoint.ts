import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffPageBodySchema, ZStaffPageSchema } from '../staff-content-schemas.ts';

/** POST /api/v1/staff/content/pages (a supervisor): { texts } → 201, the new page (its menu entry per language); a content_change trail line. */
export const createStaffContentPageEndpoint = defineEndpoint({
  name: 'staff.contentPageCreate',
  method: 'POST',
  path: '/staff/content/pages',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): create a dynamic page',
  body: ZStaffPageBodySchema,
  response: ZStaffPageSchema,
  successStatus: 201,
  errors: [400, 401, 403],
});
