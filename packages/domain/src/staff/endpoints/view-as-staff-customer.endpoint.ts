import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffCustomerParamsSchema, ZStaffViewAsResponseSchema } from '../staff-customer-schemas.ts';

/**
 * POST /api/v1/staff/customers/:id/view-as (any staff token): a read-only (impersonation) token of
 * the customer's first user for VIEW_AS_MINUTES, naming the staff member, and the portal's address
 * that opens with it. The trail records the impersonation by that staff member. 404
 * customer_not_found; 409 customer_has_no_user.
 */
export const viewAsStaffCustomerEndpoint = defineEndpoint({
  name: 'staff.customerViewAs',
  method: 'POST',
  path: '/staff/customers/:id/view-as',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: view the portal as this customer (a read-only token for a limited time)',
  params: ZStaffCustomerParamsSchema,
  response: ZStaffViewAsResponseSchema,
  errors: [400, 401, 404, 409],
});
