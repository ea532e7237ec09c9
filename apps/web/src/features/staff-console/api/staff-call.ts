import type { TAnyEndpoint, TEndpointInput, TEndpointResult } from '@portal/domain';
import { apiRequest, type TApiResponse } from '../../../shared/api/api-client.ts';
import { ApiError, isApiError } from '../../../shared/api/api-error.ts';
import { forgetStaffSession, readStaffSession } from './staff-session.ts';

/**
 * A staff endpoint called with the staff token in the Authorization header (the staff routes
 * read it there only, never the customers' cookie). Without a staff session nothing is sent: the
 * customer's token, which the client would otherwise send, never goes to a staff route. A 401 is
 * the staff token refused (expired, its account disabled): the session is forgotten, and the
 * console goes back to its sign-in. An expired token is the console's to handle, never the
 * customer's session-expired dialog (`onTokenExpired: 'ignore'`).
 */
export async function staffRequest<E extends TAnyEndpoint>(
  endpoint: E,
  input?: TEndpointInput<E>,
  signal?: AbortSignal,
): Promise<TApiResponse<TEndpointResult<E>>> {
  const session = readStaffSession();
  if (!session) throw new ApiError(401, 'staff_token_missing', 'token_invalid');
  try {
    return await apiRequest(endpoint, input, { token: session.token, onTokenExpired: 'ignore', ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isApiError(error) && error.status === 401) forgetStaffSession();
    throw error;
  }
}

/** staffRequest answering the parsed body only. */
export async function staffCall<E extends TAnyEndpoint>(endpoint: E, input?: TEndpointInput<E>, signal?: AbortSignal) {
  return (await staffRequest(endpoint, input, signal)).data;
}
