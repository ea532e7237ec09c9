import { confirmPasswordResetEndpoint, normaliseTaxId, passwordResetConfirmSchema, requestPasswordResetEndpoint } from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { newPasswordCheck, type TPasswordMinLength } from '../../platform/auth/new-password-check.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { PasswordResetService } from './service.ts';

export interface PasswordResetLimits {
  /** Requests per hour for one nif, from any address. */
  perNif: number;
  /** Requests (and confirmations) per hour from one client address. */
  perAddress: number;
}

const HOUR_MS = 3_600_000;
export const tooManyResetRequests = () => new ApiError(429, 'too_many_attempts', 'password_reset_too_many_attempts');

/** The nif of a body not validated yet (the hook runs before validation), as the login compares it. */
function nifOf(request: FastifyRequest): string {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && typeof body === 'object' ? body.nif : undefined;
  return typeof value === 'string' ? normaliseTaxId(value).slice(0, 64) : '';
}

export interface PasswordResetRoutesOptions {
  service: PasswordResetService;
  limits: PasswordResetLimits;
  passwordMinLength: TPasswordMinLength;
}

export const passwordResetRoutes: FastifyPluginAsync<PasswordResetRoutesOptions> = async (app, { service, limits, passwordMinLength }) => {
  // Per nif from anywhere (no mailbox is flooded with links), per address whatever the nif (no
  // one sweeps nifs). Every request counts, valid or not, known or not: the 429 says nothing of
  // an account either.
  const requestLimit = app.limitHook(
    [
      { name: 'reset:nif', max: limits.perNif, windowMs: HOUR_MS, key: nifOf },
      { name: 'reset:address', max: limits.perAddress, windowMs: HOUR_MS, key: (r) => r.ip },
    ],
    tooManyResetRequests,
  );
  endpointRoute(
    app,
    requestPasswordResetEndpoint,
    async (request) => {
      await service.request(request.body, { acceptLanguage: request.headers['accept-language'], ip: request.ip });
      return { status: 'OK' as const };
    },
    { route: { preValidation: requestLimit } },
  );

  // Guessing a 256-bit secret is hopeless, but the address counter keeps the hashing cost bounded.
  const confirmLimit = app.limitHook(
    [{ name: 'reset-confirm:address', max: limits.perAddress, windowMs: HOUR_MS, key: (r) => r.ip }],
    tooManyResetRequests,
  );
  endpointRoute(
    app,
    confirmPasswordResetEndpoint,
    async (request) => {
      await service.confirm(request.body);
      return { status: 'OK' as const };
    },
    // The new password's rules at the settings' minimum, before the link is looked at (a weak password does not spend it).
    { route: { preValidation: confirmLimit, preHandler: newPasswordCheck(passwordResetConfirmSchema, passwordMinLength) } },
  );
};
