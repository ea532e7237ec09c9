import { isApiError } from '../api/api-error.ts';

export type TSubmitFailure = { kind: 'fields'; errors: Record<string, string[]> } | { kind: 'failed'; errorKey: string };

export const GENERIC_FAILURE_KEY = 'message_cant_do_operation';
export const POWER_REFUSED_KEY = 'power_same_error_modification_close';

/**
 * How a change dialog reads a failed call (customer-area §8): a 400 (or 413) with field errors goes back
 * to the form with them; a 406 on power is the power-refused error; a read-only token, an upload
 * still running and a change of the kind already waiting for signature say so; anything else is the generic message_cant_do_operation.
 */
export function classifySubmitFailure(error: unknown, options: { refusedKey?: string } = {}): TSubmitFailure {
  if (!isApiError(error)) return { kind: 'failed', errorKey: GENERIC_FAILURE_KEY };
  // A 413 (file too large) names its field too: the attachments.
  if ((error.status === 400 || error.status === 413) && error.errors && Object.keys(error.errors).length > 0) {
    return { kind: 'fields', errors: error.errors };
  }
  if (error.status === 406 && options.refusedKey) return { kind: 'failed', errorKey: options.refusedKey };
  if (error.status === 403 && error.code === 'read_only_token') return { kind: 'failed', errorKey: 'read_only_token' };
  // Issue 10 §4: another upload of the customer still running (429). Issue 11: a change of the
  // kind already waits for signature (409; the page disables the button, but another tab may not know).
  if (error.status === 429 && error.code === 'upload_in_progress') return { kind: 'failed', errorKey: 'upload_in_progress' };
  if (error.status === 409 && error.code === 'change_waiting_for_signature') {
    return { kind: 'failed', errorKey: 'change_waiting_for_signature' };
  }
  return { kind: 'failed', errorKey: GENERIC_FAILURE_KEY };
}
