import {
  ZChangePasswordRequestSchema,
  ZChangePasswordResponseSchema,
  ZClientIdRequestSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZTokenResponseSchema,
  ZTokenValidRequestSchema,
  ZTokenValidResponseSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf, presentedToken } from '../../platform/auth/authenticate.ts';
import { apiErrorWith, errorResponses } from '../../platform/errors.ts';
import { type LoginLimits, signInLimit, tooManyAttempts } from './limits.ts';
import type { AuthService } from './service.ts';

export interface AuthRoutesOptions {
  service: AuthService;
  limits: LoginLimits;
}

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { service, limits }) => {
  app.post(
    '/v1/user/login',
    {
      preValidation: signInLimit(app, 'login', 'user', limits),
      schema: {
        tags,
        summary: 'Sign in with tax id and password',
        body: ZLoginRequestSchema,
        response: { 200: ZLoginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => service.login(request.body.user, request.body.password, request.headers['accept-language']),
  );

  app.post(
    '/v1/user/client_id',
    {
      preValidation: signInLimit(app, 'client_id', 'client_id', limits),
      schema: {
        tags,
        summary: 'Sign in as the user bound to a partner client id',
        body: ZClientIdRequestSchema,
        response: { 200: ZTokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      token: await service.loginWithClient(request.body.client_id, request.body.secret, request.headers['accept-language']),
    }),
  );

  app.post(
    '/v1/is_token_valid',
    {
      schema: {
        tags,
        summary: 'Whether a token is valid (token login from the address)',
        body: ZTokenValidRequestSchema,
        response: { 200: ZTokenValidResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ token_is_valid: await service.isTokenValid(request.body.token) }),
  );

  // A token exchange, not an action of the session: it reads the bearer itself, like
  // is_token_valid reads its body, so a read-only session can also start again (it gets its
  // own token back, see AuthService.refresh).
  app.post(
    '/v1/user/refresh',
    {
      schema: {
        tags,
        summary: 'A fresh token with the same claims for the bearer token',
        security: [{ bearer: [] }],
        response: { 200: ZTokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ token: await service.refresh(presentedToken(request)) }),
  );

  app.put(
    '/v1/user/password',
    {
      config: { auth: true },
      // Guessing the current password with a stolen session is slowed like a login.
      preValidation: app.limitHook(
        [{ name: 'password', max: limits.perAccount, key: (r) => `${r.ip}|${r.identity?.user_id}` }],
        tooManyAttempts,
      ),
      schema: {
        tags,
        summary: 'Change the password',
        body: ZChangePasswordRequestSchema,
        response: {
          200: ZChangePasswordResponseSchema,
          // Wrong current password carries status ERROR (customer-area §7); read_only_token does not.
          403: apiErrorWith({ status: z.literal('ERROR').optional() }),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const token = await service.changePassword(identity.user_id, request.body.current, request.body.password, identity.locale);
      return { status: 'OK' as const, token };
    },
  );
};
