import {
  changePasswordEndpoint,
  changePasswordRequestSchema,
  clientIdLoginEndpoint,
  isTokenValidEndpoint,
  loginEndpoint,
  logoutEndpoint,
  refreshTokenEndpoint,
} from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AccountSlowdown } from '../../platform/auth/account-slowdown.ts';
import { identityOf, presentedToken } from '../../platform/auth/authenticate.ts';
import { newPasswordCheck, type TPasswordMinLength } from '../../platform/auth/new-password-check.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { apiErrorWith } from '../../platform/http/errors.ts';
import { accountOf, type LoginLimits, signInHooks, signInLimit, tooManyAttempts } from './limits.ts';
import type { AuthService } from './service.ts';

export interface AuthRoutesOptions {
  service: AuthService;
  limits: LoginLimits;
  passwordMinLength: TPasswordMinLength;
  slowdown: AccountSlowdown;
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { service, limits, passwordMinLength, slowdown }) => {
  endpointRoute(
    app,
    loginEndpoint,
    (request) => service.login(request.body.user, request.body.password, request.headers['accept-language']),
    { route: signInHooks(signInLimit(app, 'login', 'user', limits), slowdown.hooks('customer', accountOf('user'), tooManyAttempts)) },
  );

  endpointRoute(
    app,
    clientIdLoginEndpoint,
    async (request) => ({
      token: await service.loginWithClient(request.body.client_id, request.body.secret, request.headers['accept-language']),
    }),
    {
      route: signInHooks(
        signInLimit(app, 'client_id', 'client_id', limits),
        slowdown.hooks('client', accountOf('client_id'), tooManyAttempts),
      ),
    },
  );

  endpointRoute(app, isTokenValidEndpoint, async (request) => ({ token_is_valid: await service.isTokenValid(request.body.token) }));

  // A token exchange, not an action of the session: it reads the bearer itself, like
  // is_token_valid reads its body, so a read-only session can also start again (it gets its
  // own token back, see AuthService.refresh).
  endpointRoute(app, refreshTokenEndpoint, async (request) => ({ token: await service.refresh(presentedToken(request)) }), {
    schema: { security: [{ bearer: [] }] },
  });

  // Like the refresh, it reads the bearer itself: a read-only (impersonation) session may end too.
  endpointRoute(
    app,
    logoutEndpoint,
    async (request, reply) => {
      await service.logout(presentedToken(request));
      return reply.code(204).send();
    },
    { schema: { security: [{ bearer: [] }] } },
  );

  endpointRoute(
    app,
    changePasswordEndpoint,
    async (request) => {
      const token = await service.changePassword(identityOf(request), request.body.current, request.body.password);
      return { status: 'OK' as const, token };
    },
    {
      // Guessing the current password with a stolen session is slowed like a login.
      route: {
        preValidation: app.limitHook(
          [{ name: 'password', max: limits.perAccount, key: (r) => `${r.ip}|${r.identity?.user_id}` }],
          tooManyAttempts,
        ),
        // The new password's rules at the settings' minimum, as the web form checks them.
        preHandler: newPasswordCheck(changePasswordRequestSchema, passwordMinLength),
      },
      // Wrong current password carries status ERROR (customer-area §7); read_only_token does not.
      errorSchemas: { 403: apiErrorWith({ status: z.literal('ERROR').optional() }) },
    },
  );
};
