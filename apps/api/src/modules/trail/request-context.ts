import type { FastifyRequest } from 'fastify';
import type { TrailBy } from './recorder.ts';

const USER_AGENT_MAX = 512;

/** The client's address and user agent (bounded) as a trail line keeps them. */
function whereFrom(request: FastifyRequest): Pick<TrailBy, 'address' | 'userAgent'> {
  const agent = request.headers['user-agent'];
  return { address: request.ip || null, userAgent: typeof agent === 'string' && agent !== '' ? agent.slice(0, USER_AGENT_MAX) : null };
}

/**
 * Who acts in a customer's request (platform/auth/authenticate.ts set its identity): the customer,
 * or staff signed in as them with a read-only (impersonation) token, with the staff account that
 * "view as this customer" wrote into it (null for a token issued outside the staff API, such as
 * the demo start's). Without an identity, the portal itself.
 */
export function trailByCustomer(request: FastifyRequest): TrailBy {
  const identity = request.identity;
  if (!identity) return { actor: 'system', userId: null, staffId: null, ...whereFrom(request) };
  if (identity.readonly)
    return { actor: 'staff_as_customer', userId: identity.user_id, staffId: identity.staff_id ?? null, ...whereFrom(request) };
  return { actor: 'customer', userId: identity.user_id, staffId: null, ...whereFrom(request) };
}

/** A staff member acting through the staff API (modules/staff checked the staff token). */
export function trailByStaff(request: FastifyRequest, staffId: number): TrailBy & { staffId: number } {
  return { actor: 'staff', userId: null, staffId, ...whereFrom(request) };
}

/** The retailer's own system through the integration API (modules/integration checked its token), named by `integrationId`. */
export function trailByIntegration(request: FastifyRequest, integrationId: string): TrailBy {
  return { actor: 'integration', userId: null, staffId: null, integrationId, ...whereFrom(request) };
}

/** The portal itself, or an operator at its command line (the staff CLI, the demo start): no address, no user agent. */
export function trailBySystem(staffId: number | null = null): TrailBy {
  return { actor: staffId === null ? 'system' : 'staff', userId: null, staffId, address: null, userAgent: null };
}
