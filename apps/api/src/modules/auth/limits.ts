import { normaliseTaxId } from '@portal/domain';
import type { FastifyInstance, FastifyRequest, onSendAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { ApiError } from '../../platform/http/errors.ts';

export interface LoginLimits {
  /** Attempts per account and client address per minute. */
  perAccount: number;
  /** Attempts per client address per minute, whatever the account. */
  perAddress: number;
}

export const tooManyAttempts = () => new ApiError(429, 'too_many_attempts', 'login_too_many_attempts');

/** The account named in a body that has not been validated yet (the hook runs before validation). */
function bodyField(request: FastifyRequest, field: string): string {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && typeof body === 'object' ? body[field] : undefined;
  return typeof value === 'string' ? normaliseTaxId(value).slice(0, 64) : '';
}

/**
 * Guessing limits for a sign-in route: one counter per account+address (slows guessing one
 * password without locking the account for everyone), one per address (slows spraying many
 * accounts). Every attempt counts, successful or not, valid or not.
 */
export function signInLimit(app: FastifyInstance, name: string, accountField: string, limits: LoginLimits) {
  return app.limitHook(
    [
      { name: `${name}:account`, max: limits.perAccount, key: (r) => `${r.ip}|${bodyField(r, accountField)}` },
      { name: `${name}:address`, max: limits.perAddress, key: (r) => r.ip },
    ],
    tooManyAttempts,
  );
}

/** The account a sign-in body names in `field`, as the login compares it: the account-wide slowdown's key. */
export const accountOf = (field: string) => (request: FastifyRequest) => bodyField(request, field);

/**
 * A sign-in route's hooks: the per-address limits first (a refused address does not reach the
 * account's count), then the account-wide slowdown (platform/auth/account-slowdown.ts), which
 * also counts the answer.
 */
export function signInHooks(
  addressLimit: preValidationAsyncHookHandler,
  slowdown: { preValidation: preValidationAsyncHookHandler; onSend: onSendAsyncHookHandler },
) {
  return { preValidation: [addressLimit, slowdown.preValidation], onSend: slowdown.onSend };
}
