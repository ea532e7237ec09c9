import { ApiError } from './api-error.ts';

/** How long a form waits before asking again, and how many times: about the Retry-After of the API's gate (10 s). */
const TURN_WAIT_MS = 2000;
const TURN_TRIES = 5;

/**
 * The API takes one upload at a time from each customer or visitor's address (docs/api.md,
 * 429 upload_in_progress): visitors behind one address (an office, a mobile network) take turns.
 * A mutation that sends files waits for its turn a few times before it says so, as the user
 * would have to. TanStack Query's retry options: `useMutation({ mutationFn, ...UPLOAD_TURN })`.
 */
export const UPLOAD_TURN = {
  retry: (failures: number, error: unknown) => failures < TURN_TRIES && error instanceof ApiError && error.code === 'upload_in_progress',
  retryDelay: TURN_WAIT_MS,
} as const;
