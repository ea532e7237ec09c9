import { describe, expect, it } from 'vitest';
import { claimContractOf } from './claim-contract-param.ts';
import { claimFormReducer, INITIAL_CLAIM_FORM } from './claim-form-state.ts';

describe('ATC form states (customer-area §4: FORM, SENDING, SENT)', () => {
  it('goes FORM → SENDING → SENT with the case number, and back to FORM for another', () => {
    const sending = claimFormReducer(INITIAL_CLAIM_FORM, { type: 'send' });
    expect(sending).toEqual({ status: 'sending' });
    const sent = claimFormReducer(sending, { type: 'sent', caseNumber: 'ATC-2026-000001' });
    expect(sent).toEqual({ status: 'sent', caseNumber: 'ATC-2026-000001' });
    expect(claimFormReducer(sent, { type: 'again' })).toEqual(INITIAL_CLAIM_FORM);
  });

  it('returns to FORM on a failure, with the error to show', () => {
    const sending = claimFormReducer(INITIAL_CLAIM_FORM, { type: 'send' });
    expect(claimFormReducer(sending, { type: 'failed', errorKey: 'message_cant_do_operation' })).toEqual({
      status: 'form',
      errorKey: 'message_cant_do_operation',
    });
    expect(claimFormReducer(sending, { type: 'failed' })).toEqual({ status: 'form' });
  });

  it('ignores a second send while sending and an answer outside SENDING', () => {
    const sending = claimFormReducer(INITIAL_CLAIM_FORM, { type: 'send' });
    expect(claimFormReducer(sending, { type: 'send' })).toBe(sending);
    expect(claimFormReducer(INITIAL_CLAIM_FORM, { type: 'sent', caseNumber: 'X' })).toBe(INITIAL_CLAIM_FORM);
  });
});

describe('the contract the address names', () => {
  it('reads ?contract=', () => {
    expect(claimContractOf('?contract=0001001')).toBe('0001001');
    expect(claimContractOf('?contract=%20')).toBeUndefined();
    expect(claimContractOf('')).toBeUndefined();
  });
});
