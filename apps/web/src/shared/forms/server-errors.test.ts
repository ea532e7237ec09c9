import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { sortServerErrors } from './server-errors.ts';

const invalid = (errors: Record<string, string[]>) => new ApiError(400, 'validation_error', 'validation_error', errors);

describe('where a failed send’s messages go', () => {
  it('field errors under their fields, the files’ under the picker, others above the form', () => {
    const error = invalid({ subject: ['field_too_long'], files: ['invalid_attachment_format'], _: ['field_invalid'] });
    expect(sortServerErrors(error, { fields: ['subject', 'description'], files: ['files', 'attachments'] })).toEqual({
      fields: { subject: 'field_too_long' },
      files: 'invalid_attachment_format',
      general: 'field_invalid',
    });
  });

  it('maps the API’s field names to the form’s where they differ', () => {
    const error = invalid({ power_p1: ['power_modification_same'], current: ['required_field'] });
    expect(sortServerErrors(error, { fields: { power_p1: 'power', current: 'currentPassword' } })).toEqual({
      fields: { power: 'power_modification_same', currentPassword: 'required_field' },
    });
  });

  it('the server’s message without field errors, else that the operation failed', () => {
    expect(sortServerErrors(new ApiError(409, 'case_closed', 'case_closed'), { fields: ['body'] })).toEqual({
      fields: {},
      general: 'case_closed',
    });
    expect(sortServerErrors(new ApiError(429, 'too_many_attempts', 'password_reset_too_many_attempts'), { fields: ['nif'] })).toEqual({
      fields: {},
      general: 'password_reset_too_many_attempts',
    });
    expect(sortServerErrors(new TypeError('Failed to fetch'), { fields: ['body'] })).toEqual({
      fields: {},
      general: 'message_cant_do_operation',
    });
  });

  it('a refusal with words of its own: by status, or by status and code, which wins', () => {
    const plan = {
      fields: ['power'],
      refusals: { '406': 'power_same_error_modification_close', '409:change_waiting_for_signature': 'change_waiting_for_signature' },
      otherwise: 'message_cant_do_operation',
    };
    expect(sortServerErrors(new ApiError(406, 'power_change_not_acceptable', 'x'), plan).general).toBe(
      'power_same_error_modification_close',
    );
    expect(sortServerErrors(new ApiError(409, 'change_waiting_for_signature', 'x'), plan).general).toBe('change_waiting_for_signature');
    // Other 409s, and a 400 without field errors, take the plan's `otherwise`.
    expect(sortServerErrors(new ApiError(409, 'conflict', 'conflict'), plan).general).toBe('message_cant_do_operation');
    expect(sortServerErrors(new ApiError(400, 'validation_error', 'validation_error'), plan).general).toBe('message_cant_do_operation');
    expect(sortServerErrors(new Error('boom'), { ...plan, otherwise: 'change_password_error' }).general).toBe('change_password_error');
    // A throttle of the contact forms, whatever its code.
    const contact = { fields: ['title'], refusals: { '429': 'contact_too_many_requests' } };
    expect(sortServerErrors(new ApiError(429, 'upload_in_progress', 'x'), contact)).toEqual({
      fields: {},
      general: 'contact_too_many_requests',
    });
  });

  it('a file refusal without fields goes under the picker of a form with files, above a form without', () => {
    const withFiles = { fields: ['title'], files: ['attachments'] };
    expect(sortServerErrors(new ApiError(400, 'files_too_many', 'files_too_many'), withFiles)).toEqual({
      fields: {},
      files: 'files_too_many',
    });
    expect(sortServerErrors(new ApiError(400, 'files_too_many', 'files_too_many'), { fields: ['title'] })).toEqual({
      fields: {},
      general: 'files_too_many',
    });
  });

  it('gives the picker the quota an over-quota refusal names', () => {
    const error = new ApiError(
      413,
      'attachments_quota_exceeded',
      'attachments_quota_exceeded',
      { files: ['attachments_quota_exceeded'] },
      { code: 'attachments_quota_exceeded', limit_mb: 100 },
    );
    expect(sortServerErrors(error, { fields: ['title'], files: ['files'] })).toEqual({
      fields: {},
      files: 'attachments_quota_exceeded',
      quotaBytes: 100_000_000,
    });
  });

  it('says a general message beside placed field errors when the plan asks (a password change)', () => {
    const plan = { fields: { password: 'newPassword' }, withFields: 'validation_error' };
    expect(sortServerErrors(invalid({ password: ['change_password_too_short'] }), plan)).toEqual({
      fields: { newPassword: 'change_password_too_short' },
      general: 'validation_error',
    });
  });
});
