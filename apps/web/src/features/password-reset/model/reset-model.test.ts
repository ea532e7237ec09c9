import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { resetFailure } from './reset-errors.ts';
import { INITIAL_RESET_FORM, resetFormReducer } from './reset-form-state.ts';
import { resetTokenOf, searchWithoutToken } from './reset-link.ts';

describe('password-reset form states (FORM → SENDING → SENT)', () => {
  it('sends from FORM, ends in SENT, and returns to FORM with the reason on failure', () => {
    const sending = resetFormReducer(INITIAL_RESET_FORM, { type: 'send' });
    expect(sending).toEqual({ status: 'sending' });
    expect(resetFormReducer(sending, { type: 'send' })).toBe(sending);
    expect(resetFormReducer(sending, { type: 'sent' })).toEqual({ status: 'sent' });
    expect(resetFormReducer(sending, { type: 'failed', errorKey: 'message_cant_do_operation' })).toEqual({
      status: 'form',
      errorKey: 'message_cant_do_operation',
    });
    expect(resetFormReducer(sending, { type: 'failed' })).toEqual({ status: 'form' });
    expect(resetFormReducer(INITIAL_RESET_FORM, { type: 'sent' })).toBe(INITIAL_RESET_FORM);
  });
});

describe('the mailed link', () => {
  it('reads the secret and leaves the rest of the address', () => {
    expect(resetTokenOf('?token=abc-DEF_1')).toBe('abc-DEF_1');
    expect(resetTokenOf('?token=')).toBeUndefined();
    expect(resetTokenOf('')).toBeUndefined();
    expect(searchWithoutToken('?token=abc')).toBe('');
    expect(searchWithoutToken('?lang=ca&token=abc')).toBe('?lang=ca');
  });
});

describe('failures of the reset calls', () => {
  const fields = ['nif', 'email'] as const;
  it('puts field errors under their fields', () => {
    const error = new ApiError(400, 'validation_error', 'validation_error', { email: ['password_reset_email_invalid'] });
    expect(resetFailure(error, fields)).toEqual({ fields: { email: 'password_reset_email_invalid' }, linkInvalid: false });
  });
  it("shows a 429's message above the form", () => {
    const error = new ApiError(429, 'too_many_attempts', 'password_reset_too_many_attempts');
    expect(resetFailure(error, fields)).toEqual({ fields: {}, errorKey: 'password_reset_too_many_attempts', linkInvalid: false });
  });
  it('recognises a dead link, from a 410 or from a token field error', () => {
    expect(resetFailure(new ApiError(410, 'reset_link_invalid', 'reset_link_invalid'), ['newPassword']).linkInvalid).toBe(true);
    const malformed = new ApiError(400, 'validation_error', 'validation_error', { token: ['reset_link_invalid'] });
    expect(resetFailure(malformed, ['newPassword'])).toEqual({ fields: {}, errorKey: 'reset_link_invalid', linkInvalid: true });
  });
  it('falls back to the generic message', () => {
    expect(resetFailure(new TypeError('offline'), fields)).toEqual({
      fields: {},
      errorKey: 'message_cant_do_operation',
      linkInvalid: false,
    });
  });
});
