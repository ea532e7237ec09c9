import { isApiError } from '../../../shared/api/api-error.ts';
import { GENERIC_MESSAGE_KEY } from '../../../shared/i18n/message-text.ts';

export interface TSortedErrors<F extends string> {
  /** Message keys of the form's fields, shown under them. */
  fields: Array<[F, string]>;
  /** The files' problem (too large, too many, a format that is not allowed). */
  files?: string;
  /** What the form says above itself: the server's message, or that the operation failed. */
  general?: string;
}

/**
 * Where a failed send's messages go: the server's field errors under their fields and the files'
 * under the picker; anything else (a closed case, a lost connection) above the form.
 */
export function sortServerErrors<F extends string>(error: unknown, fields: readonly F[]): TSortedErrors<F> {
  const isField = (name: string): name is F => (fields as readonly string[]).includes(name);
  if (isApiError(error) && error.errors && Object.keys(error.errors).length > 0) {
    const sorted: TSortedErrors<F> = { fields: [] };
    for (const [field, keys] of Object.entries(error.errors)) {
      const key = keys[0] ?? GENERIC_MESSAGE_KEY;
      if (isField(field)) sorted.fields.push([field, key]);
      else if (field === 'files' || field === 'attachments') sorted.files = key;
      else sorted.general = key;
    }
    return sorted;
  }
  if (isApiError(error) && error.message) return { fields: [], general: error.message };
  return { fields: [], general: GENERIC_MESSAGE_KEY };
}
