import { VALIDATION_ERROR } from '@portal/domain';
import { ApiError } from '../../platform/errors.ts';

/**
 * The fields of an IBAN change sent as JSON (no files): only an object of fields is a form.
 * Another content type (text/plain, which Fastify reads as a string) answers 415, and JSON that
 * is not an object (123, "x", null, []) 400, as every JSON route answers such a body; never the
 * TypeError of reading fields out of a number (issue 10).
 */
export function ibanJsonFields(contentType: string | undefined, body: unknown): Record<string, unknown> {
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) {
    throw new ApiError(415, 'unsupported_media_type', 'unsupported_media_type');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors: { body: ['required_field'] } });
  }
  return body as Record<string, unknown>;
}

/**
 * The IBAN change arrives as multipart text fields (or JSON without files): turn the form's
 * strings into the values ZIbanChangeRequestSchema checks. Anything unexpected is passed on
 * unchanged so the schema reports it as the field's own error.
 */
export function ibanFormValues(fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if ('already_registered' in fields) values.already_registered = flag(fields.already_registered);
  if ('owner_is_bank_owner' in fields) values.owner_is_bank_owner = flag(fields.owner_is_bank_owner);
  if ('bank_id' in fields) values.bank_id = integer(fields.bank_id);
  if ('iban' in fields) values.iban = fields.iban;
  return values;
}

function flag(value: unknown): unknown {
  if (value === 'true' || value === '1' || value === 'yes') return true;
  if (value === 'false' || value === '0' || value === 'no' || value === '') return false;
  return value;
}

function integer(value: unknown): unknown {
  if (typeof value === 'string' && /^\d{1,10}$/.test(value.trim())) return Number(value.trim());
  if (value === '') return undefined;
  return value;
}
