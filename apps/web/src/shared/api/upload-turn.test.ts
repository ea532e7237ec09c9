import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { UPLOAD_TURN } from './upload-turn.ts';

describe('waiting for an upload turn', () => {
  const busy = new ApiError(429, 'upload_in_progress', 'upload_in_progress');

  it('asks again while another upload of the same address is being sent, five times at most', () => {
    expect([0, 1, 2, 3, 4].map((failures) => UPLOAD_TURN.retry(failures, busy))).toEqual([true, true, true, true, true]);
    expect(UPLOAD_TURN.retry(5, busy)).toBe(false);
  });

  it('does not ask again for any other refusal or failure', () => {
    expect(UPLOAD_TURN.retry(0, new ApiError(429, 'too_many_requests', 'too_many_requests'))).toBe(false);
    expect(UPLOAD_TURN.retry(0, new ApiError(400, 'invalid', 'invalid'))).toBe(false);
    expect(UPLOAD_TURN.retry(0, new Error('network'))).toBe(false);
  });
});
