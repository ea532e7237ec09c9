import { describe, expect, it } from 'vitest';
import { activationTokenOf, addressWithoutToken } from './activation-token.ts';
import { INITIAL_SIGNUP_STATE, paragraphsOf, signupReducer } from './signup-state.ts';

describe('the sign-up states (customer-area §4)', () => {
  const sending = signupReducer(INITIAL_SIGNUP_STATE, { type: 'send' });

  it('goes form → sending → the body', () => {
    expect(sending).toEqual({ status: 'sending' });
    expect(signupReducer(sending, { type: 'answered', body: 'Mailed.' })).toEqual({ status: 'done', body: 'Mailed.' });
  });

  it('returns to the form with the error list, or with a message on a failure or an empty answer', () => {
    expect(signupReducer(sending, { type: 'answered', errors: ['No match'] })).toEqual({ status: 'form', renderErrors: ['No match'] });
    expect(signupReducer(sending, { type: 'failed', errorKey: 'signup_too_many_attempts' })).toEqual({
      status: 'form',
      errorKey: 'signup_too_many_attempts',
    });
    expect(signupReducer(sending, { type: 'failed' })).toEqual({ status: 'form' });
    expect(signupReducer(sending, { type: 'answered' })).toEqual({ status: 'form', errorKey: 'message_cant_do_operation' });
  });

  it('ignores events out of order', () => {
    expect(signupReducer(INITIAL_SIGNUP_STATE, { type: 'answered', body: 'x' })).toBe(INITIAL_SIGNUP_STATE);
    expect(signupReducer(sending, { type: 'send' })).toBe(sending);
  });

  it('splits the confirmation into paragraphs of text', () => {
    expect(paragraphsOf('One.\n\nTwo <b>.\n \n')).toEqual(['One.', 'Two <b>.']);
  });
});

describe('the activation link’s token', () => {
  it('is read from the query and removed from the address, other parameters kept', () => {
    expect(activationTokenOf('?key=abc_-1')).toBe('abc_-1');
    expect(activationTokenOf('?key=')).toBeUndefined();
    expect(activationTokenOf('')).toBeUndefined();
    expect(addressWithoutToken('/activacio', '?key=abc&lang=ca', '#x')).toBe('/activacio?lang=ca#x');
    expect(addressWithoutToken('/activacio', '?key=abc')).toBe('/activacio');
  });
});
