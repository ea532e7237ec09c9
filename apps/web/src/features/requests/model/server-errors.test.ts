import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { sortServerErrors } from './server-errors.ts';

describe('where a failed send’s messages go', () => {
  it('field errors under their fields, the files’ under the picker, others above the form', () => {
    const error = new ApiError(400, 'validation_error', 'validation_error', {
      subject: ['field_too_long'],
      files: ['invalid_attachment_format'],
      _: ['field_invalid'],
    });
    expect(sortServerErrors(error, ['subject', 'description'])).toEqual({
      fields: [['subject', 'field_too_long']],
      files: 'invalid_attachment_format',
      general: 'field_invalid',
    });
  });

  it('the server’s message without field errors, else that the operation failed', () => {
    expect(sortServerErrors(new ApiError(409, 'case_closed', 'case_closed'), ['body'])).toEqual({ fields: [], general: 'case_closed' });
    expect(sortServerErrors(new TypeError('Failed to fetch'), ['body'])).toEqual({ fields: [], general: 'message_cant_do_operation' });
  });
});
