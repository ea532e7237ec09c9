import { sortServerErrors, type TServerErrorPlan } from '../forms/server-errors.ts';

export const GENERIC_FAILURE_KEY = 'message_cant_do_operation';
export const POWER_REFUSED_KEY = 'power_same_error_modification_close';

/**
 * How a change reads a refusal (customer-area §8), with the shared sorter: a read-only token, an
 * upload still running (429) and a change of the kind already waiting for signature (409; the
 * page disables the button, but another tab may not know) say so; a 406 says `refusedKey` where
 * the dialog has one (power); anything else is the generic message_cant_do_operation. A 400 (or
 * 413, which names the attachments) with field errors goes back to the form with them.
 */
export function changeErrorPlan(refusedKey?: string): Omit<TServerErrorPlan, 'fields'> {
  return {
    refusals: {
      '403:read_only_token': 'read_only_token',
      '429:upload_in_progress': 'upload_in_progress',
      '409:change_waiting_for_signature': 'change_waiting_for_signature',
      ...(refusedKey ? { '406': refusedKey } : {}),
    },
    otherwise: GENERIC_FAILURE_KEY,
  };
}

/** The message of a refused change with no form to put field errors on (a battery's move, its discount switch). */
export const changeFailureKey = (error: unknown): string =>
  sortServerErrors(error, { ...changeErrorPlan(), fields: [], unplaced: GENERIC_FAILURE_KEY }).general ?? GENERIC_FAILURE_KEY;
