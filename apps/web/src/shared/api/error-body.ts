import { ApiError } from './api-error.ts';

/**
 * The API's message for an expired token (the domain's TOKEN_EXPIRED). Spelled here rather
 * than imported: the domain module that exports it also defines zod schemas, and the api
 * client is on the first page, which must not load zod. api-client.test.ts checks they match.
 */
export const TOKEN_EXPIRED_MESSAGE = 'token_expired';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An error body as a plain value. Blob bodies (downloads) hold the JSON error as text, so a
 * token_expired answer to a file download is recognised too (customer-area §4).
 */
/** A Blob by shape: `instanceof Blob` fails for a Blob made in another realm (frame, worker, test runtime). */
const isBlobLike = (value: unknown): value is Blob =>
  isRecord(value) && typeof value.text === 'function' && typeof value.size === 'number' && typeof value.type === 'string';

export async function readErrorBody(body: unknown): Promise<unknown> {
  if (isBlobLike(body)) {
    try {
      return JSON.parse(await body.text());
    } catch {
      return undefined;
    }
  }
  if (typeof body === 'string') {
    try {
      return JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  return body;
}

/** A 401 whose message or code is token_expired. */
export function isTokenExpired(status: number, body: unknown): boolean {
  return status === 401 && isRecord(body) && (body.message === TOKEN_EXPIRED_MESSAGE || body.code === TOKEN_EXPIRED_MESSAGE);
}

function fieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(value)) {
    if (Array.isArray(keys)) out[field] = keys.filter((k): k is string => typeof k === 'string');
  }
  return out;
}

/** An ApiError from a status and a parsed body, with stable fallbacks for bodies of other shapes. */
export function toApiError(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const code = typeof record.code === 'string' ? record.code : status === 0 ? 'network_error' : `http_${status}`;
  const message =
    typeof record.message === 'string' && record.message ? record.message : status === 0 ? 'network_error' : 'message_cant_do_operation';
  return new ApiError(status, code, message, fieldErrors(record.errors), body);
}
