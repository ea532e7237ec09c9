import { activationSchema, normaliseLanguage, signupActivateEndpoint, signupConfirmEndpoint } from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { newPasswordCheck, type TPasswordMinLength } from '../../platform/auth/new-password-check.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { SignupService } from './service.ts';

export interface SignupRoutesOptions {
  service: SignupService;
  /** Attempts per client address per window, each call its own counter. */
  perAddressLimit: number;
  /** New passwords' minimum length, from the settings. */
  passwordMinLength: TPasswordMinLength;
}

/** The throttle's window: a sign-up is a rare act, so the counters run over a quarter of an hour. */
const WINDOW_MS = 15 * 60_000;

const tooManyAttempts = () => new ApiError(429, 'too_many_attempts', 'signup_too_many_attempts');
const notFound = () => new ApiError(404, 'not_found', 'not_found');

/** POST signup/confirm and signup/activate: anonymous, throttled per address, 404 while the signup feature is off. */
export const signupRoutes: FastifyPluginAsync<SignupRoutesOptions> = async (app, { service, perAddressLimit, passwordMinLength }) => {
  // Before the body is read: with the feature off the routes do not exist.
  const featureOn = async () => {
    if (!(await service.enabled())) throw notFound();
  };
  const limit = (name: string) =>
    app.limitHook([{ name: `${name}:address`, max: perAddressLimit, windowMs: WINDOW_MS, key: (r) => r.ip }], tooManyAttempts);
  const languageOf = (request: FastifyRequest) => normaliseLanguage(request.headers['accept-language']);

  endpointRoute(app, signupConfirmEndpoint, (request) => service.confirm(request.body, languageOf(request)), {
    route: { onRequest: featureOn, preValidation: limit('signup-confirm') },
  });

  endpointRoute(app, signupActivateEndpoint, (request) => service.activate(request.body.token, request.body.password), {
    // The password's rules at the settings' minimum before the link is looked at: a weak password does not spend it.
    route: {
      onRequest: featureOn,
      preValidation: limit('signup-activate'),
      preHandler: newPasswordCheck(activationSchema, passwordMinLength),
    },
  });
};
