import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffCustomerDetailSchema, ZStaffCustomerParamsSchema } from '../staff-customer-schemas.ts';

/** GET /api/v1/staff/customers/:id (any staff token): the customer, its users (no secrets) and contracts. 404 customer_not_found. */
export const getStaffCustomerEndpoint = defineEndpoint({
  name: 'staff.customer',
  method: 'GET',
  path: '/staff/customers/:id',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: one customer, its users and contracts',
  params: ZStaffCustomerParamsSchema,
  response: ZStaffCustomerDetailSchema,
  errors: [400, 401, 404],
});
