import {
  createStaffAccountEndpoint,
  getStaffCustomerEndpoint,
  listStaffAccountsEndpoint,
  searchStaffCustomersEndpoint,
  updateStaffAccountEndpoint,
  viewAsStaffCustomerEndpoint,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { CustomerSearchService } from '../customer-search/index.ts';
import { trailByStaff } from '../trail/index.ts';
import type { StaffAccountsService } from './accounts-service.ts';
import { staffOf, staffRouteOptions } from './staff-auth.ts';
import { type ViewAsDeps, viewAs } from './view-as.ts';

export interface StaffAdminRoutesOptions {
  accounts: StaffAccountsService;
  customers: CustomerSearchService;
  viewAs: ViewAsDeps;
}

// Any staff role: the customer search and "view as" are customer service's daily work.
const staffRoute = staffRouteOptions();
// Supervisors only: an agent's token gets 403 staff_role_required (staff-auth.ts).
const supervisorRoute = staffRouteOptions('supervisor');

/**
 * The staff accounts (supervisors) and the customers (any staff) of the staff API (docs/staff.md),
 * registered inside staffRoutes, after its staff-token hook.
 */
export function staffAdminRoutes(app: FastifyInstance, { accounts, customers, viewAs: viewAsDeps }: StaffAdminRoutesOptions): void {
  const changeBy = (request: Parameters<typeof trailByStaff>[0]) => {
    const by = trailByStaff(request, staffOf(request).id);
    return { staffId: by.staffId, address: by.address, userAgent: by.userAgent };
  };

  endpointRoute(app, listStaffAccountsEndpoint, () => accounts.list(), supervisorRoute);
  endpointRoute(app, createStaffAccountEndpoint, (request) => accounts.create(changeBy(request), request.body), supervisorRoute);
  endpointRoute(
    app,
    updateStaffAccountEndpoint,
    (request) => accounts.update(changeBy(request), request.params.id, request.body),
    supervisorRoute,
  );

  endpointRoute(app, searchStaffCustomersEndpoint, (request) => customers.search(request.query), staffRoute);
  endpointRoute(app, getStaffCustomerEndpoint, (request) => customers.card(request.params.id), staffRoute);
  endpointRoute(
    app,
    viewAsStaffCustomerEndpoint,
    (request) => viewAs(viewAsDeps, request.params.id, trailByStaff(request, staffOf(request).id)),
    staffRoute,
  );
}
