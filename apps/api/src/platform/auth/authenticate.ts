import { READ_ONLY_TOKEN, type TTokenClaims } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.ts';
import { routeHook } from '../http/route-hook.ts';
import type { TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a valid token ('optional': checks one when presented): the global hook below authenticates it. */
    auth?: boolean | 'optional';
  }
  interface FastifyRequest {
    identity: TTokenClaims | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The bearer token of the request; the `token` cookie counts only for safe methods (see below). */
export function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1];
  }
  // Downloads are plain links, which cannot carry a header: GET may use the cookie the web
  // keeps the token in. Never for other methods, so a cross-site form cannot ride the cookie.
  if (SAFE_METHODS.has(request.method)) return request.cookies?.token || undefined;
  return undefined;
}

/**
 * One global hook for every route with `config.auth` (with 'optional', only when a token is presented): checks the token and its session (401
 * token_expired, token_invalid, or an ended or replaced session: see tokens.ts) and refuses a
 * read-only (impersonation) token on any method that is not a read (403 read_only_token). Routes need no code of their own for either rule, so a new
 * route cannot forget them. It runs on request, before the body is read or validated.
 */
export function registerAuthentication(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('identity', null);
  const authenticate = async (request: FastifyRequest, mode: boolean | 'optional') => {
    const token = presentedToken(request);
    if (!token && mode === 'optional') return;
    if (!token) throw new ApiError(401, 'token_missing', 'token_invalid');
    const check = await tokens.verify(token);
    if (!check.ok) throw new ApiError(401, check.code, check.message);
    if (check.claims.readonly && !SAFE_METHODS.has(request.method)) {
      throw new ApiError(403, READ_ONLY_TOKEN, READ_ONLY_TOKEN);
    }
    request.identity = check.claims;
  };
  app.addHook(
    'onRequest',
    routeHook((request) => request.routeOptions.config.auth, authenticate),
  );
}

/** The authenticated identity of a route declared with `config.auth`. */
export function identityOf(request: FastifyRequest): TTokenClaims {
  if (!request.identity) throw new ApiError(401, 'token_invalid', 'token_invalid');
  return request.identity;
}
