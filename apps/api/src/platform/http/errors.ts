import { fieldErrorsFromIssues, type TApiError, VALIDATION_ERROR, ZApiErrorSchema } from '@portal/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isDatabaseUnavailable, loggableError } from '../../db/database-errors.ts';

/** Seconds a client should wait before retrying while the database is away (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * An error the API means to answer: status, machine code, message key for the web, optional
 * field errors and extra body fields (e.g. `status: 'ERROR'` of the password change), plus
 * headers such as Retry-After.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string = code,
    readonly extra: { errors?: Record<string, string[]>; body?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }

  toBody(): TApiError & Record<string, unknown> {
    return {
      code: this.code,
      message: this.messageKey,
      ...(this.extra.errors ? { errors: this.extra.errors } : {}),
      ...this.extra.body,
    };
  }
}

/** Response schemas of error statuses, for OpenAPI and serialisation. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof ZApiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ZApiErrorSchema])) as Record<S, typeof ZApiErrorSchema>;
}

/** ZApiErrorSchema plus extra fields, for errors whose body carries more (as the password change). */
export const apiErrorWith = <T extends z.ZodRawShape>(shape: T) => ZApiErrorSchema.extend(shape);

const FRAMEWORK_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request'],
};

/**
 * The one error handler: every failure leaves as { code, message, errors? } with the right
 * status. Bad input is a 4xx, never a 500; a lost database a 503; a 500 never carries a stack
 * or an internal message.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.extra.headers) reply.headers(error.extra.headers);
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        code: v.keyword,
        message: v.message ?? '',
        minimum: (v.params as { minimum?: number }).minimum,
        origin: (v.params as { origin?: string }).origin,
      }));
      const errors = fieldErrorsFromIssues(issues, error.validationContext ?? 'body');
      return reply.code(400).send({ code: VALIDATION_ERROR, message: VALIDATION_ERROR, errors });
    }
    const known = error.code ? FRAMEWORK_CODES[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ code: known[1], message: known[1] });
    if (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP_')) {
      return reply.code(400).send({ code: 'malformed_json', message: 'malformed_json' });
    }
    // The database restarts, fails over or cannot be reached: the request may succeed in a
    // moment, so 503 with Retry-After, never 500. Logged without the statement's values.
    if (isDatabaseUnavailable(error)) {
      request.log.warn(loggableError(error), 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ code: 'database_unavailable', message: 'database_unavailable' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      request.log.info(loggableError(error), 'client error');
      return reply.code(status).send({ code: 'bad_request', message: 'bad_request' });
    }
    // A database error is logged as its statement, SQLSTATE and class, never its message (Drizzle
    // puts the parameters there, PostgreSQL quotes values) nor its stack (which repeats it).
    request.log.error(loggableError(error), 'unhandled error');
    return reply.code(500).send({ code: 'internal_error', message: 'internal_error' });
  });
}

/** Unknown API paths answer JSON 404 (the SPA fallback handles other GETs, see static.ts). */
export function sendNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ code: 'not_found', message: 'not_found' });
}
