import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { classifySubmitFailure } from './submit-failure.ts';

describe('a failed change (customer-area §8)', () => {
  it('a 400 with field errors goes back to the form', () => {
    const error = new ApiError(400, 'validation_error', 'validation_error', { power_p1: ['power_modification_same'] });
    expect(classifySubmitFailure(error)).toEqual({ kind: 'fields', errors: { power_p1: ['power_modification_same'] } });
  });

  it('a 413 too-large file names the attachments', () => {
    const error = new ApiError(413, 'file_too_large', 'file_too_large', { files: ['file_too_large'] });
    expect(classifySubmitFailure(error)).toEqual({ kind: 'fields', errors: { files: ['file_too_large'] } });
  });

  it('a 406 on power is the power-refused error', () => {
    const error = new ApiError(406, 'power_change_not_acceptable', 'power_same_error_modification_close');
    expect(classifySubmitFailure(error, { refusedKey: 'power_same_error_modification_close' })).toEqual({
      kind: 'failed',
      errorKey: 'power_same_error_modification_close',
    });
    expect(classifySubmitFailure(error)).toEqual({ kind: 'failed', errorKey: 'message_cant_do_operation' });
  });

  it('an upload still running and a change of the kind waiting for signature say so (issue 10 §4, issue 11)', () => {
    expect(classifySubmitFailure(new ApiError(429, 'upload_in_progress', 'upload_in_progress'))).toEqual({
      kind: 'failed',
      errorKey: 'upload_in_progress',
    });
    expect(classifySubmitFailure(new ApiError(409, 'change_waiting_for_signature', 'change_waiting_for_signature'))).toEqual({
      kind: 'failed',
      errorKey: 'change_waiting_for_signature',
    });
    // Other 429s and 409s keep the generic message.
    expect(classifySubmitFailure(new ApiError(429, 'too_many_requests', 'too_many_requests'))).toEqual({
      kind: 'failed',
      errorKey: 'message_cant_do_operation',
    });
  });

  it('a 413 over the attachments quota names the attachments', () => {
    const error = new ApiError(413, 'attachments_quota_exceeded', 'attachments_quota_exceeded', { files: ['attachments_quota_exceeded'] });
    expect(classifySubmitFailure(error)).toEqual({ kind: 'fields', errors: { files: ['attachments_quota_exceeded'] } });
  });

  it('a read-only token says so; anything else is message_cant_do_operation', () => {
    expect(classifySubmitFailure(new ApiError(403, 'read_only_token', 'read_only_token'))).toEqual({
      kind: 'failed',
      errorKey: 'read_only_token',
    });
    expect(classifySubmitFailure(new ApiError(500, 'internal_error', 'internal_error'))).toEqual({
      kind: 'failed',
      errorKey: 'message_cant_do_operation',
    });
    expect(classifySubmitFailure(new ApiError(400, 'validation_error', 'validation_error'))).toEqual({
      kind: 'failed',
      errorKey: 'message_cant_do_operation',
    });
    expect(classifySubmitFailure(new Error('boom'))).toEqual({ kind: 'failed', errorKey: 'message_cant_do_operation' });
  });
});
