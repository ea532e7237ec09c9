import { CUSTOMER_HAS_NO_USER, type TStaffViewAsResponse } from '@portal/domain';
import { decodeJwt } from 'jose';
import { ApiError } from '../../platform/http/errors.ts';
import type { AuthService } from '../auth/index.ts';
import type { CustomerSearchService } from '../customer-search/index.ts';
import type { TrailBy } from '../trail/index.ts';

export interface ViewAsDeps {
  auth: Pick<AuthService, 'issueViewAsToken'>;
  customers: Pick<CustomerSearchService, 'exists'>;
  /** VIEW_AS_MINUTES. */
  minutes: number;
  /** <PUBLIC_URL>, where the portal opens. */
  publicUrl: string;
}

/**
 * "View as this customer" (docs/staff.md): the customer's read-only token for VIEW_AS_MINUTES,
 * naming the staff member (its staff_id claim; the impersonation line is theirs), and the portal's
 * address that opens with it. The token rides in the fragment (`/#token=`), which the browser
 * never sends: it reaches no server's or proxy's log, and the web takes it out of the address.
 */
export async function viewAs(deps: ViewAsDeps, customerId: number, by: TrailBy & { staffId: number }): Promise<TStaffViewAsResponse> {
  if (!(await deps.customers.exists(customerId))) throw new ApiError(404, 'customer_not_found', 'customer_not_found');
  const lifetimeSeconds = deps.minutes * 60;
  const token = await deps.auth.issueViewAsToken(customerId, by, lifetimeSeconds);
  if (!token) throw new ApiError(409, CUSTOMER_HAS_NO_USER, CUSTOMER_HAS_NO_USER);
  const { exp } = decodeJwt(token);
  const expiresAt = typeof exp === 'number' ? exp * 1000 : Date.now() + lifetimeSeconds * 1000;
  return {
    token,
    expires_in: Math.max(0, Math.round((expiresAt - Date.now()) / 1000)),
    expires_at: new Date(expiresAt).toISOString(),
    url: `${deps.publicUrl}/#token=${encodeURIComponent(token)}`,
  };
}
