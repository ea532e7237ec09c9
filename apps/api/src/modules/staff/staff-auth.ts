import { STAFF_ROLE_REQUIRED } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/http/errors.ts';
import { routeHook } from '../../platform/http/route-hook.ts';
import type { StaffRepo } from './repo.ts';
import type { StaffAccount } from './staff-account.ts';
import type { StaffTokens } from './staff-tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a staff token (modules/staff): its own hook checks it, not the customers'. */
    staffAuth?: boolean;
    /** The route needs a staff account of this role (STAFF_ROLES): an agent's token gets 403 there. */
    staffRole?: 'supervisor';
  }
  interface FastifyRequest {
    staff: StaffAccount | null;
  }
}

/**
 * The staff routes' authentication, the counterpart of platform/auth/authenticate.ts for
 * customers: every route registered with `config.staffAuth` needs a valid staff token of an
 * active account, from the Authorization header only (never a cookie: the customers' web keeps
 * its token in one, and a staff route must not ride it). A customer's token, read-only or not,
 * fails here (another key and audience: staff-tokens.ts) with 401 staff_token_invalid; a staff
 * token fails on every customer route the same way (token_invalid). Runs on request, before the
 * body is read or validated. A route for supervisors only (`config.staffRole`) answers an agent's
 * token 403 staff_role_required, also before the body is read.
 */
export function registerStaffAuthentication(app: FastifyInstance, tokens: StaffTokens, repo: StaffRepo): void {
  app.decorateRequest('staff', null);
  const authenticate = async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new ApiError(401, 'staff_token_missing', 'token_invalid');
    const check = await tokens.verify(match[1]);
    if (!check.ok) throw new ApiError(401, check.code, check.code === 'staff_token_expired' ? 'token_expired' : 'token_invalid');
    const account = await repo.activeAccount(check.identity.staffId);
    if (!account) throw new ApiError(401, 'staff_account_disabled', 'token_invalid');
    request.staff = account;
    const role = request.routeOptions.config.staffRole;
    if (role && account.role !== role) throw new ApiError(403, STAFF_ROLE_REQUIRED, STAFF_ROLE_REQUIRED);
  };
  app.addHook(
    'onRequest',
    routeHook((request) => request.routeOptions.config.staffAuth === true, authenticate),
  );
}

/**
 * The options of a staff route (endpointRoute's): the staff hook checks its token, OpenAPI shows
 * the staffBearer scheme; with `supervisor`, an agent's token gets 403. Other modules' staff
 * routes (StaffModuleDeps.routes) use it too.
 */
export function staffRouteOptions(role?: 'supervisor') {
  return {
    route: { config: { staffAuth: true, ...(role ? { staffRole: role } : {}) } },
    schema: { security: [{ staffBearer: [] }] },
  };
}

export function staffOf(request: FastifyRequest): StaffAccount {
  if (!request.staff) throw new ApiError(401, 'staff_token_missing', 'token_invalid');
  return request.staff;
}
