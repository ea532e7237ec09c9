import { isApiError } from '../../../shared/api/api-error.ts';
import { GENERIC_MESSAGE_KEY } from '../../../shared/i18n/message-text.ts';

/** Where a failed send's messages go: under their fields, under the file picker, or above the form. */
export interface TContactFailure {
  fields: Record<string, string>;
  filesKey?: string;
  messageKey?: string;
  /** The quota a 413 attachments_quota_exceeded named (its limit_mb), in bytes, for the picker's message. */
  quotaBytes?: number;
}

const FILE_FIELDS = new Set(['attachments', 'attachment', 'files']);
/** Codes of refusals about the files, shown under the picker rather than above the form. */
const FILE_CODES = new Set(['files_too_many', 'invalid_attachment_format', 'file_too_large', 'attachments_quota_exceeded']);

/**
 * What a contact form shows after a failed send (customer-area §8, beyond the source, which showed
 * nothing): the server's field errors under the form's fields (`fields` are the form's names), a
 * file refusal under the picker, a throttle (429) its own message, any other refusal its
 * translated code, and anything else message_cant_do_operation.
 */
export function contactFailure(error: unknown, fields: readonly string[]): TContactFailure {
  if (!isApiError(error)) return { fields: {}, messageKey: GENERIC_MESSAGE_KEY };
  const limitMb = (error.body as { limit_mb?: unknown } | undefined)?.limit_mb;
  const failure: TContactFailure =
    error.code === 'attachments_quota_exceeded' && typeof limitMb === 'number'
      ? { fields: {}, quotaBytes: limitMb * 1_000_000 }
      : { fields: {} };
  if (error.status === 429) return { ...failure, messageKey: 'contact_too_many_requests' };
  if (error.errors && Object.keys(error.errors).length > 0) {
    for (const [field, keys] of Object.entries(error.errors)) {
      const key = keys[0] ?? GENERIC_MESSAGE_KEY;
      if (FILE_FIELDS.has(field)) failure.filesKey = key;
      else if (fields.includes(field)) failure.fields[field] = key;
      else failure.messageKey = key;
    }
    return failure;
  }
  if (FILE_CODES.has(error.code)) return { ...failure, filesKey: error.code };
  return { ...failure, messageKey: error.code && error.code !== 'validation_error' ? error.code : GENERIC_MESSAGE_KEY };
}
