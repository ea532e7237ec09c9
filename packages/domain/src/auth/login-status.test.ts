import { describe, expect, it } from 'vitest';
import { isFormLoginFailure, mapLoginFailure } from './login-status.ts';

describe('mapLoginFailure (customer-area §8)', () => {
  it('maps a refused password to credentials incorrect, shown on the form', () => {
    const f = mapLoginFailure('credentials', 401);
    expect(f).toEqual({ statusCode: 401, messageKey: 'login_credentials_incorrect' });
    expect(isFormLoginFailure(f)).toBe(true);
  });
  it('maps a refused stored session to session expired', () => {
    expect(mapLoginFailure('refresh', 401).messageKey).toBe('login_session_expired');
  });
  it('maps token 419 to token expired and token 401 to token invalid', () => {
    expect(mapLoginFailure('token', 419)).toEqual({ statusCode: 419, messageKey: 'login_session_expired' });
    expect(mapLoginFailure('token', 401)).toEqual({ statusCode: 401, messageKey: 'login_token_invalid' });
  });
  it('maps 500 and 502 to internal error pages', () => {
    expect(mapLoginFailure('credentials', 500)).toEqual({ statusCode: 500, messageKey: 'login_internal_error' });
    expect(mapLoginFailure('token', 502).statusCode).toBe(502);
    expect(isFormLoginFailure(mapLoginFailure('credentials', 502))).toBe(false);
  });
  it('maps single sign-on: missing nonce 504, failed exchange 401', () => {
    expect(mapLoginFailure('openid', 504).statusCode).toBe(504);
    expect(mapLoginFailure('openid', 400).statusCode).toBe(401);
  });
  it('maps any client id failure to 505', () => {
    expect(mapLoginFailure('client_id', 401).statusCode).toBe(505);
  });
  it('answers the generic error otherwise, 403 alike', () => {
    expect(mapLoginFailure('credentials', 403).messageKey).toBe('login_view_message_error_login');
    expect(mapLoginFailure('credentials', 418).messageKey).toBe('login_view_message_error_login');
    expect(mapLoginFailure('credentials', 429).messageKey).toBe('login_too_many_attempts');
  });
});
