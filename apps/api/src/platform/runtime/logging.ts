import type { FastifyRequest } from 'fastify';
import { serializeError } from '../../db/database-errors.ts';

// The SPA receives credentials in its address: ?token= (token login, and the password-reset
// link's secret), ?key= (the activation link's), ?id_client=&secret= (client login) and
// ?code=&state= (back from single sign-on). Request logs must not keep them.
const SECRET_PARAMS = /([?&](?:token|key|secret|code|state|id_client|client_secret)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

// Personal data and credentials never reach a log line, wherever a future log call puts them:
// pino's redact censors these keys at the top of a logged object and one
// level down (pino's wildcard covers one level). A database error's bound parameters (Drizzle's
// `params`) and its statement text are the usual carriers: names, phones, emails, IBANs.
const PERSONAL_KEYS = [
  'password',
  'current',
  'token',
  'secret',
  'authorization',
  'cookie',
  'iban',
  'email',
  'phone',
  'mobile',
  'name',
  'surname',
  'nif',
  'taxId',
  'tax_id',
  'vat',
  'user',
  'address',
  'params',
  'query',
];

export const REDACTED_PATHS = [
  ...PERSONAL_KEYS,
  // One level down, except `name`: it is also every error's class (err.name), which operators need.
  ...PERSONAL_KEYS.filter((key) => key !== 'name').map((key) => `*.${key}`),
  'body.name',
  'customer.name',
  'err.cause.params',
  'err.cause.query',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** pino options of the app's own logger: level, redaction, and request lines without credentials. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // A database error's message holds the SQL and its parameters: logged by its codes only.
      err: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
