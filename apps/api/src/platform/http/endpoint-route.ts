import {
  FILE_RESPONSE,
  type TAnyEndpoint,
  type TEndpointBody,
  type TEndpointParams,
  type TEndpointQuery,
  type TEndpointReply,
  type TFileResponse,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from './errors.ts';
import { type FileReply, sendFile } from './file-reply.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint contract the route was registered from (its name): see endpoint-routes.test.ts. */
    endpoint?: string;
    /** Set from the contract; read by the authentication hook (platform/auth/authenticate.ts, which declares it too). */
    auth?: boolean | 'optional';
  }
}

export type TEndpointRequest<E extends TAnyEndpoint> = FastifyRequest<{
  Params: TEndpointParams<E>;
  Querystring: TEndpointQuery<E>;
  Body: TEndpointBody<E>;
}>;

/**
 * A JSON endpoint answers its response schema's input (or the reply, for a 204); a file endpoint
 * answers the file, a FileReply that endpointRoute sends, so a download's headers are written once.
 */
type TEndpointAnswer<E extends TAnyEndpoint> = E['response'] extends TFileResponse ? FileReply : TEndpointReply<E> | FastifyReply;
export type TEndpointHandler<E extends TAnyEndpoint> = (
  request: TEndpointRequest<E>,
  reply: FastifyReply,
) => Promise<TEndpointAnswer<E>> | TEndpointAnswer<E>;

export interface TEndpointRouteOptions {
  /** Hooks and config of the route (rate limits, pre-validation, body limit…). */
  route?: Omit<RouteShorthandOptions, 'schema'>;
  /**
   * OpenAPI details only the API knows: produces, consumes, description, and security for a
   * route that reads the bearer itself without being `auth` (the token refresh).
   */
  schema?: Pick<FastifySchema, 'produces' | 'consumes' | 'description' | 'security'>;
  /** Error statuses whose body carries more than { code, message, errors } (e.g. 413 with limit_mb). */
  errorSchemas?: Record<number, z.ZodType>;
  /**
   * Serialise the success answer with JSON.stringify instead of checking it against the response
   * schema first. Only for large answers built whole by domain functions typed by that schema and
   * tested against it: a year of hourly consumption is ~40,000 numbers, and checking them took
   * 14 of the 29 ms of CPU each request cost (bench/consumption.ts, a CPU profile). The schema
   * still documents the route, and the web still parses the answer with it.
   */
  uncheckedSuccess?: boolean;
}

/** JSON.stringify for the success status, the app's schema serialiser for the rest. */
function successAsPlainJson(endpoint: TAnyEndpoint, options: TEndpointRouteOptions): RouteShorthandOptions['serializerCompiler'] {
  if (!options.uncheckedSuccess) return undefined;
  const success = String(endpoint.successStatus ?? 200);
  return (route) => {
    if (String(route.httpStatus) === success) return (data: unknown) => JSON.stringify(data);
    return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  };
}

const ZFileSchema = z.any().describe('the file');

/** The Fastify schema of an endpoint contract: what validates requests, serialises answers and documents the route. */
export function endpointSchema(endpoint: TAnyEndpoint, options: TEndpointRouteOptions = {}): FastifySchema {
  const success = endpoint.response === FILE_RESPONSE ? ZFileSchema : endpoint.response;
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...options.schema,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    // A multipart body is read by the route (platform/uploads/uploads.ts); its schema only documents the fields.
    ...(endpoint.body && endpoint.bodyEncoding !== 'multipart' ? { body: endpoint.body } : {}),
    response: {
      [endpoint.successStatus ?? 200]: success,
      ...errorResponses(...endpoint.errors),
      ...options.errorSchemas,
    },
  };
}

/**
 * Registers the route of an endpoint contract on every version it exists in, under the
 * app's /api prefix: url, method, auth and schema all come from the contract, so a path is
 * never written twice. The handler's request and reply are typed by the contract's schemas.
 */
export function endpointRoute<E extends TAnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: TEndpointHandler<E>,
  options: TEndpointRouteOptions = {},
): void {
  const serializer = successAsPlainJson(endpoint, options);
  const answer = endpoint.response === FILE_RESPONSE ? sendingFile(handler) : handler;
  for (const version of endpoint.versions) {
    app.route({
      ...options.route,
      ...(serializer ? { serializerCompiler: serializer } : {}),
      method: endpoint.method,
      url: `/v${version}${endpoint.path}`,
      config: { ...options.route?.config, auth: endpoint.auth, endpoint: endpoint.name },
      schema: endpointSchema(endpoint, options),
      handler: answer as (request: FastifyRequest, reply: FastifyReply) => unknown,
    });
  }
}

/** A file endpoint's handler whose FileReply is sent by sendFile, one way for every download. */
function sendingFile<E extends TAnyEndpoint>(handler: TEndpointHandler<E>): TEndpointHandler<E> {
  return async (request, reply) => {
    return sendFile(reply, (await handler(request, reply)) as FileReply);
  };
}
