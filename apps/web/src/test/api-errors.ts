import { isApiError } from '../shared/api/api-error.ts';

/** The ApiError fields a test compares (an Error's own fields do not compare with toEqual). */
export function apiErrorsOf(error: unknown) {
  if (!isApiError(error)) return error;
  return { status: error.status, code: error.code, message: error.message, errors: error.errors };
}
