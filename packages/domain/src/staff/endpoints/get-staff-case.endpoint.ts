import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffCaseDetailSchema, ZStaffCaseParamsSchema } from '../staff-schemas.ts';

/** GET /api/v1/staff/cases/:number (staff token): the case with its conversation and files; 404 case_not_found. */
export const getStaffCaseEndpoint = defineEndpoint({
  name: 'staff.case',
  method: 'GET',
  path: '/staff/cases/:number',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: one case with its conversation and attachments',
  params: ZStaffCaseParamsSchema,
  response: ZStaffCaseDetailSchema,
  errors: [400, 401, 404],
});
