import type { z } from 'zod';

/**
 * One HTTP call of the portal, declared once and used by both sides (docs/decisions.md, "one endpoint
 * contract per call"; in the style of documenso's `.types.ts` files). The API registers its
 * route from it (url, method, validation, OpenAPI: apps/api/src/platform/http/endpoint-route.ts);
 * the web calls it through `apiCall(endpoint, input)` (apps/web/src/shared/api/api-client.ts),
 * which builds the URL, tries the versions and parses the answer with `response`.
 */
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The answer is a file (PDF, CSV, spreadsheet, receipt): the web reads it as a Blob. */
export const FILE_RESPONSE = 'file' as const;
export type TFileResponse = typeof FILE_RESPONSE;

type TSchema = z.ZodType;
/**
 * What params, query and body may be: any zod schema, the mini API's included. The login payload
 * is written with zod/mini (auth/login-request-schema.ts: the login page loads it), and only
 * the response is parsed by the web with `.safeParse`, a method of the classic API.
 */
type TInputSchema = z.core.$ZodType;

export interface TEndpoint<
  P extends TInputSchema | undefined = TInputSchema | undefined,
  Q extends TInputSchema | undefined = TInputSchema | undefined,
  B extends TInputSchema | undefined = TInputSchema | undefined,
  R extends TSchema | TFileResponse = TSchema | TFileResponse,
> {
  /** Unique, `area.call` (e.g. 'contracts.detail'): names the route in logs and tests. */
  readonly name: string;
  readonly method: THttpMethod;
  /** After /api/v{n}, with :params, as the spec writes it (e.g. '/contracts/:contractName/power/'). */
  readonly path: string;
  /**
   * The API versions the call exists in (customer-area §7). The API answers on each; the web
   * tries the highest first and, on failure, the lower ones down to the lowest.
   */
  readonly versions: readonly number[];
  /**
   * true: needs a session token; a changing method then also refuses a read-only token
   * (platform/auth). 'optional': open to visitors, and a token, when one is presented, is checked
   * the same way and tells who is signed in (the contracting wizards: a customer or a visitor).
   */
  readonly auth: boolean | 'optional';
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /**
   * Request headers the call reads (e.g. POST pay's Idempotency-Key), lower-case names; a loose
   * object, so the headers it does not name pass through. The web sends them per call (apiCall's `headers`).
   */
  readonly headers?: TInputSchema;
  /** 'multipart': the body is multipart/form-data (files), read by the route; `body` then documents the fields. */
  readonly bodyEncoding?: 'json' | 'multipart';
  /** The 2xx answer: a zod schema of the JSON, or FILE_RESPONSE. */
  readonly response: R;
  /** The status of a success (200 unless said). */
  readonly successStatus?: number;
  /** Error statuses the call may answer, each with the { code, message, errors? } body. */
  readonly errors: readonly number[];
}

export type TAnyEndpoint = TEndpoint<TInputSchema | undefined, TInputSchema | undefined, TInputSchema | undefined, TSchema | TFileResponse>;

// Optional fields read as `S | undefined`: strip the undefined before asking what S is.
type TDefined<S> = Exclude<S, undefined>;
type THas<S> = [TDefined<S>] extends [never] ? false : true;
type TOutput<S> = THas<S> extends true ? z.output<TDefined<S> & TInputSchema> : undefined;
type TInput<S> = THas<S> extends true ? z.input<TDefined<S> & TInputSchema> : undefined;

/** What the route handler receives, once validated. */
export type TEndpointParams<E extends TAnyEndpoint> = TOutput<E['params']>;
export type TEndpointQuery<E extends TAnyEndpoint> = TOutput<E['query']>;
export type TEndpointBody<E extends TAnyEndpoint> = TOutput<E['body']>;

/** What the web sends: params and query as the schema accepts them; the body as JSON or, for multipart, FormData. */
export type TEndpointInput<E extends TAnyEndpoint> = (THas<E['params']> extends true
  ? { params: TInput<E['params']> }
  : { params?: undefined }) &
  (THas<E['query']> extends true ? { query?: TInput<E['query']> } : { query?: undefined }) &
  (THas<E['body']> extends true
    ? { body: Exclude<E['bodyEncoding'], undefined> extends 'multipart' ? FormData : TInput<E['body']> }
    : { body?: undefined });

/** What the route handler answers (before serialisation) and what the web gets after parsing. */
export type TEndpointReply<E extends TAnyEndpoint> = E['response'] extends TSchema ? z.input<E['response']> : unknown;
export type TEndpointResult<E extends TAnyEndpoint> = E['response'] extends TSchema ? z.output<E['response']> : Blob;

/**
 * Declares an endpoint; `const` keeps the literal types the two sides infer from. Marked free of
 * side effects so a bundle that imports only a file's route (TEndpointRoute) drops the endpoint
 * and, with it, the schemas and zod; that holds while its argument is plain values and schema
 * names (a spread, a property read or a zod call in it would be kept, and zod with it).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<
  const P extends TInputSchema | undefined = undefined,
  const Q extends TInputSchema | undefined = undefined,
  const B extends TInputSchema | undefined = undefined,
  const R extends TSchema | TFileResponse = TSchema,
  // The encoding as written ('multipart'), not widened to the union: TEndpointInput reads it to type the body as FormData.
  const M extends 'json' | 'multipart' = 'json',
>(endpoint: TEndpoint<P, Q, B, R> & { readonly bodyEncoding?: M }): TEndpoint<P, Q, B, R> & { readonly bodyEncoding?: M } {
  if (endpoint.versions.length === 0) throw new Error(`endpoint ${endpoint.name}: no version`);
  if (!endpoint.path.startsWith('/')) throw new Error(`endpoint ${endpoint.name}: path must start with /`);
  return endpoint;
}

/**
 * The route of an endpoint without its zod schemas, for the few calls of the web's first page:
 * the login page must not load zod (docs/decisions.md, "First-page calls"), so those calls are
 * made from the route and their answers checked by hand against the same schema. The endpoint
 * file writes method, path and versions once, as constants both objects are built of.
 * `endpointType` exists only in the type (it types the call's input) and is never set.
 */
export type TEndpointRoute<E extends TAnyEndpoint = TAnyEndpoint> = Pick<E, 'method' | 'path' | 'versions'> & {
  readonly endpointType?: E;
};

/** The path with its :params filled and URI-encoded; a missing param is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`missing path param ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
