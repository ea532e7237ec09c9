import { isApiError } from '../../../shared/api/api-error.ts';
import { GENERIC_MESSAGE_KEY } from '../../../shared/i18n/message-text.ts';

export interface TResetFailure {
  /** Message keys to show under the form's own fields. */
  fields: Record<string, string>;
  /** The message above the form, when the failure is not only about fields. */
  errorKey?: string;
  /** The link is unknown, used or expired (410 reset_link_invalid). */
  linkInvalid: boolean;
}

/**
 * What a failed call means for a form with `fields`: the server's field errors under their
 * fields (visitor-and-shell §7: "400 carries errors per field, shown under the fields"), its
 * message for the rest (a 429's "too many requests"), the generic one when it said nothing.
 */
export function resetFailure(error: unknown, fields: readonly string[]): TResetFailure {
  if (!isApiError(error)) return { fields: {}, errorKey: GENERIC_MESSAGE_KEY, linkInvalid: false };
  if (error.status === 410 || error.code === 'reset_link_invalid') return { fields: {}, errorKey: 'reset_link_invalid', linkInvalid: true };
  const mine: Record<string, string> = {};
  let errorKey: string | undefined;
  let linkInvalid = false;
  for (const [field, keys] of Object.entries(error.errors ?? {})) {
    const key = keys[0] ?? GENERIC_MESSAGE_KEY;
    if (fields.includes(field)) mine[field] = key;
    else if (field === 'token') linkInvalid = true;
    else errorKey = key;
  }
  if (linkInvalid) return { fields: mine, errorKey: 'reset_link_invalid', linkInvalid };
  if (Object.keys(mine).length > 0) return errorKey ? { fields: mine, errorKey, linkInvalid } : { fields: mine, linkInvalid };
  return { fields: {}, errorKey: errorKey ?? (error.message || GENERIC_MESSAGE_KEY), linkInvalid };
}
