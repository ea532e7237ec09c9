import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { ZStaffLeadParamsSchema } from '../staff-lead-schemas.ts';

/** GET /api/v1/staff/leads/:id/invoice (staff token): the invoice the lead carried, as uploaded; 404 when it has none. */
export const getStaffLeadInvoiceEndpoint = defineEndpoint({
  name: 'staff.leadInvoice',
  method: 'GET',
  path: '/staff/leads/:id/invoice',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: download the invoice of a lead',
  params: ZStaffLeadParamsSchema,
  response: FILE_RESPONSE,
  errors: [400, 401, 404],
});
