import { describe, expect, it } from 'vitest';
import {
  canRetryPayment,
  INITIAL_PAYMENT_STATE,
  isPaymentBusy,
  keepsCardForm,
  paymentReducer,
  RETURNING_PAYMENT_STATE,
  type TPaymentAction,
  type TPaymentEvent,
  type TPaymentState,
} from './payment-state.ts';

const run = (events: TPaymentEvent[], from: TPaymentState = INITIAL_PAYMENT_STATE) => events.reduce(paymentReducer, from);
const provider = { platform: 'sandbox' as const, publishableKey: 'pk_sandbox_1' };
const action: TPaymentAction = { paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret', nextAction: 'sandbox_authentication' };
const result = { transactionId: 7, invoiceId: 42 };
const ready = run([{ type: 'keyLoaded', provider }]);
const paying = paymentReducer(ready, { type: 'submit' });

describe('payment states (customer-area §4)', () => {
  it('starts fetching the provider key, then shows the form', () => {
    expect(INITIAL_PAYMENT_STATE.status).toBe('fetching_key');
    expect(ready).toMatchObject({ status: 'ready', provider, errorKey: null });
  });

  it('pays and succeeds, keeping the transaction', () => {
    expect(paying.status).toBe('paying');
    expect(paymentReducer(paying, { type: 'succeeded', result })).toMatchObject({ status: 'success', result, action: null });
  });

  it('a second submit while paying changes nothing (no double payment)', () => {
    expect(paymentReducer(paying, { type: 'submit' })).toBe(paying);
    expect(paymentReducer(INITIAL_PAYMENT_STATE, { type: 'submit' })).toBe(INITIAL_PAYMENT_STATE);
  });

  it('extra authentication: requires_action, then authenticating, then success or error', () => {
    const asked = paymentReducer(paying, { type: 'actionRequired', action });
    expect(asked).toMatchObject({ status: 'requires_action', action });
    const authenticating = paymentReducer(asked, { type: 'authenticate' });
    expect(authenticating.status).toBe('authenticating');
    expect(paymentReducer(authenticating, { type: 'succeeded', result }).status).toBe('success');
    expect(paymentReducer(authenticating, { type: 'failed', errorKey: 'payment_error_unexpected_intent_state' })).toMatchObject({
      status: 'error',
      action: null,
      errorKey: 'payment_error_unexpected_intent_state',
    });
  });

  it('ignores events that do not belong to the current state', () => {
    expect(paymentReducer(ready, { type: 'succeeded', result })).toBe(ready);
    expect(paymentReducer(ready, { type: 'authenticate' })).toBe(ready);
    expect(paymentReducer(ready, { type: 'actionRequired', action })).toBe(ready);
    expect(paymentReducer(ready, { type: 'failed', errorKey: 'x' })).toBe(ready);
    expect(paymentReducer(ready, { type: 'retry' })).toBe(ready);
    expect(paymentReducer(paying, { type: 'keyLoaded', provider })).toBe(paying);
    const done = paymentReducer(paying, { type: 'succeeded', result });
    expect(paymentReducer(done, { type: 'failed', errorKey: 'x' })).toBe(done);
  });

  it('try again goes back to the form, counting the attempt (the security code is cleared)', () => {
    const failed = paymentReducer(paying, { type: 'failed', errorKey: 'payment_error_card_declined' });
    expect(failed).toMatchObject({ status: 'error', errorKey: 'payment_error_card_declined', attempt: 0 });
    const again = paymentReducer(failed, { type: 'retry' });
    expect(again).toMatchObject({ status: 'ready', provider, errorKey: null, attempt: 1 });
    expect(paymentReducer(again, { type: 'submit' }).status).toBe('paying');
  });

  it('a key that could not be fetched fails; trying again fetches it again', () => {
    const failed = paymentReducer(INITIAL_PAYMENT_STATE, { type: 'failed', errorKey: 'payment_error_unknown' });
    expect(failed.status).toBe('error');
    expect(paymentReducer(failed, { type: 'retry' })).toMatchObject({ status: 'fetching_key', attempt: 1 });
  });

  it('the return from the provider starts finalising, with nothing to retry', () => {
    expect(RETURNING_PAYMENT_STATE.status).toBe('authenticating');
    expect(paymentReducer(RETURNING_PAYMENT_STATE, { type: 'succeeded', result }).status).toBe('success');
    const failed = paymentReducer(RETURNING_PAYMENT_STATE, { type: 'failed', errorKey: 'payment_error_unknown' });
    expect(canRetryPayment(failed, false)).toBe(false);
    expect(canRetryPayment(failed, true)).toBe(true);
    expect(canRetryPayment(ready, true)).toBe(false);
  });

  it('keeps the form mounted from ready until success; busy states cannot be dismissed', () => {
    expect(keepsCardForm(INITIAL_PAYMENT_STATE)).toBe(false);
    expect(keepsCardForm(ready)).toBe(true);
    expect(keepsCardForm(paymentReducer(paying, { type: 'failed', errorKey: 'x' }))).toBe(true);
    expect(keepsCardForm(paymentReducer(paying, { type: 'succeeded', result }))).toBe(false);
    expect(['paying', 'requires_action', 'authenticating'].every((s) => isPaymentBusy(s as never))).toBe(true);
    expect(['fetching_key', 'ready', 'success', 'error'].some((s) => isPaymentBusy(s as never))).toBe(false);
  });
});
