import { describe, expect, it } from 'vitest';
import { activationTokenOf, addressWithoutToken } from './activation-token.ts';
import { paragraphsOf, signupAnswer } from './signup-answer.ts';

describe('the sign-up’s answer (customer-area §4)', () => {
  it('the body is the confirmation', () => {
    expect(signupAnswer({ body: 'Mailed.' })).toEqual({ kind: 'done', body: 'Mailed.' });
  });

  it('returns to the form with the error list, or with a message on an empty answer', () => {
    expect(signupAnswer({ errors: ['No match'] })).toEqual({ kind: 'refused', errors: ['No match'] });
    expect(signupAnswer({ errors: [], body: 'Mailed.' })).toEqual({ kind: 'done', body: 'Mailed.' });
    expect(signupAnswer({})).toEqual({ kind: 'unreadable', errorKey: 'message_cant_do_operation' });
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
