import { describe, expect, it } from 'vitest';
import { INITIAL_REQUEST_FORM, requestFormReducer } from './request-form-state.ts';

describe('the mailbox form states (FORM → SENDING → SENT)', () => {
  it('sends, then shows the number', () => {
    const sending = requestFormReducer(INITIAL_REQUEST_FORM, { type: 'send' });
    expect(sending).toEqual({ status: 'sending' });
    expect(requestFormReducer(sending, { type: 'sent', number: 'REQ-2026-000001' })).toEqual({ status: 'sent', number: 'REQ-2026-000001' });
    expect(requestFormReducer(sending, { type: 'sent' })).toEqual({ status: 'sent' });
  });

  it('returns to FORM with the reason on a failure, and ignores events out of turn', () => {
    const sending = requestFormReducer(INITIAL_REQUEST_FORM, { type: 'send' });
    expect(requestFormReducer(sending, { type: 'failed', errorKey: 'case_closed' })).toEqual({ status: 'form', errorKey: 'case_closed' });
    expect(requestFormReducer(sending, { type: 'failed' })).toEqual({ status: 'form' });
    expect(requestFormReducer(sending, { type: 'send' })).toBe(sending);
    expect(requestFormReducer(INITIAL_REQUEST_FORM, { type: 'sent', number: 'x' })).toBe(INITIAL_REQUEST_FORM);
    expect(requestFormReducer(INITIAL_REQUEST_FORM, { type: 'failed' })).toBe(INITIAL_REQUEST_FORM);
  });

  it('sends again from SENT (another reply) and starts afresh', () => {
    expect(requestFormReducer({ status: 'sent' }, { type: 'send' })).toEqual({ status: 'sending' });
    expect(requestFormReducer({ status: 'sent', number: 'n' }, { type: 'again' })).toEqual(INITIAL_REQUEST_FORM);
  });
});
