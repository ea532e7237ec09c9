import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffCustomerSearchQuerySchema, ZStaffCustomerSearchResponseSchema } from '../staff-customer-schemas.ts';

/**
 * GET /api/v1/staff/customers?q=&limit= (any staff token): the customers whose tax id, CUPS,
 * contract or invoice number is q, or whose name has words starting with q's words; identifiers
 * first, at most `limit` (1–50, 20 by default). q has 2–100 characters.
 */
export const searchStaffCustomersEndpoint = defineEndpoint({
  name: 'staff.customers',
  method: 'GET',
  path: '/staff/customers',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: search customers by tax id, CUPS, contract, invoice number or name',
  query: ZStaffCustomerSearchQuerySchema,
  response: ZStaffCustomerSearchResponseSchema,
  errors: [400, 401],
});
