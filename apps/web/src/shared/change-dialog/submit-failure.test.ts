import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { sortServerErrors } from '../forms/server-errors.ts';
import { changeErrorPlan, changeFailureKey } from './submit-failure.ts';

const sort = (error: unknown, refusedKey?: string) =>
  sortServerErrors(error, { ...changeErrorPlan(refusedKey), fields: ['power'], files: ['files'] });

describe('a failed change (customer-area §8)', () => {
  it('a 400 with field errors goes back to the form', () => {
    const error = new ApiError(400, 'validation_error', 'validation_error', { power: ['power_modification_same'] });
    expect(sort(error)).toEqual({ fields: { power: 'power_modification_same' } });
  });

  it('a 413 too-large file, or over the attachments quota, names the attachments', () => {
    expect(sort(new ApiError(413, 'file_too_large', 'file_too_large', { files: ['file_too_large'] }))).toEqual({
      fields: {},
      files: 'file_too_large',
    });
    const quota = new ApiError(413, 'attachments_quota_exceeded', 'attachments_quota_exceeded', { files: ['attachments_quota_exceeded'] });
    expect(sort(quota)).toEqual({ fields: {}, files: 'attachments_quota_exceeded' });
  });

  it('a 406 on power is the power-refused error', () => {
    const error = new ApiError(406, 'power_change_not_acceptable', 'power_same_error_modification_close');
    expect(sort(error, 'power_same_error_modification_close').general).toBe('power_same_error_modification_close');
    expect(sort(error).general).toBe('message_cant_do_operation');
  });

  it('an upload still running and a change of the kind waiting for signature say so', () => {
    expect(changeFailureKey(new ApiError(429, 'upload_in_progress', 'upload_in_progress'))).toBe('upload_in_progress');
    expect(changeFailureKey(new ApiError(409, 'change_waiting_for_signature', 'change_waiting_for_signature'))).toBe(
      'change_waiting_for_signature',
    );
    // Other 429s and 409s keep the generic message.
    expect(changeFailureKey(new ApiError(429, 'too_many_requests', 'too_many_requests'))).toBe('message_cant_do_operation');
  });

  it('a read-only token says so; anything else is message_cant_do_operation', () => {
    expect(changeFailureKey(new ApiError(403, 'read_only_token', 'read_only_token'))).toBe('read_only_token');
    expect(changeFailureKey(new ApiError(500, 'internal_error', 'internal_error'))).toBe('message_cant_do_operation');
    expect(changeFailureKey(new ApiError(400, 'validation_error', 'validation_error'))).toBe('message_cant_do_operation');
    expect(changeFailureKey(new ApiError(400, 'validation_error', 'validation_error', { power_p1: ['x'] }))).toBe(
      'message_cant_do_operation',
    );
    expect(changeFailureKey(new Error('boom'))).toBe('message_cant_do_operation');
  });
});
