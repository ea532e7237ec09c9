import { describe, expect, it } from 'vitest';
import { sandboxCardSchema } from './sandbox-card-schemas.ts';
import { luhnValid, SANDBOX_TEST_CARDS, sandboxCardError, sandboxCardOutcome } from './sandbox-cards.ts';

const NOW = new Date('2026-05-15T12:00:00Z');
const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

describe('luhnValid', () => {
  it('checks the Luhn digit', () => {
    for (const test of SANDBOX_TEST_CARDS) expect(luhnValid(test.number)).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42a2')).toBe(false);
  });
});

describe('sandboxCardOutcome', () => {
  it("follows Stripe's test cards", () => {
    expect(sandboxCardOutcome('4242424242424242')).toEqual({ kind: 'success' });
    expect(sandboxCardOutcome('4000000000000002')).toEqual({ kind: 'error', code: 'card_declined', decline_code: 'generic_decline' });
    expect(sandboxCardOutcome('4000 0000 0000 9995')).toEqual({ kind: 'error', code: 'card_declined', decline_code: 'insufficient_funds' });
    expect(sandboxCardOutcome('4000000000000069')).toEqual({ kind: 'error', code: 'expired_card' });
    expect(sandboxCardOutcome('4000000000000127')).toEqual({ kind: 'error', code: 'incorrect_cvc' });
    expect(sandboxCardOutcome('4000000000000119')).toEqual({ kind: 'error', code: 'processing_error' });
    expect(sandboxCardOutcome('4000000000000036')).toEqual({ kind: 'error', code: 'incorrect_zip' });
    expect(sandboxCardOutcome('4000002500003155')).toEqual({ kind: 'requires_action' });
  });

  it('lets any other valid number succeed and refuses a non-Luhn one', () => {
    expect(sandboxCardOutcome('5555555555554444')).toEqual({ kind: 'success' });
    expect(sandboxCardOutcome('378282246310005')).toEqual({ kind: 'success' });
    expect(sandboxCardOutcome('4242424242424241')).toEqual({ kind: 'error', code: 'incorrect_number' });
  });
});

describe('sandboxCardError', () => {
  const error = (changes: Partial<typeof card>) => sandboxCardError({ ...card, ...changes }, NOW);

  it('accepts a valid card, Amex with a 4-digit cvc included', () => {
    expect(error({})).toBeNull();
    expect(error({ number: '3782 822463 10005', cvc: '1234' })).toBeNull();
    expect(error({ exp_month: 5, exp_year: 2026 })).toBeNull();
    expect(error({ exp_month: 1, exp_year: 27 })).toBeNull();
  });

  it('checks the number', () => {
    expect(error({ number: '4242424242424241' })).toEqual({ code: 'incorrect_number', field: 'number' });
    expect(error({ number: '4242' })).toEqual({ code: 'invalid_number', field: 'number' });
    expect(error({ number: '4242x42424242424' })).toEqual({ code: 'invalid_number', field: 'number' });
  });

  it('checks the expiry against now', () => {
    expect(error({ exp_month: 13 })).toEqual({ code: 'invalid_expiry_month', field: 'exp_month' });
    expect(error({ exp_month: 0 })).toEqual({ code: 'invalid_expiry_month', field: 'exp_month' });
    expect(error({ exp_year: 2025 })).toEqual({ code: 'invalid_expiry_year', field: 'exp_year' });
    expect(error({ exp_year: 2077 })).toEqual({ code: 'invalid_expiry_year', field: 'exp_year' });
    expect(error({ exp_month: 4, exp_year: 2026 })).toEqual({ code: 'expired_card', field: 'exp_month' });
  });

  it('checks the cvc has 3 or 4 digits', () => {
    for (const cvc of ['12', '12345', 'abc', '']) expect(error({ cvc })).toEqual({ code: 'invalid_cvc', field: 'cvc' });
    expect(error({ cvc: '1234' })).toBeNull();
  });
});

describe('sandboxCardSchema', () => {
  const schema = sandboxCardSchema(() => NOW);
  const issues = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('accepts form text and puts card problems on their field', () => {
    expect(schema.parse({ ...card, exp_month: '12', exp_year: '30', postal_code: '08001' })).toMatchObject({ exp_month: 12, exp_year: 30 });
    expect(issues({ ...card, exp_month: '4', exp_year: '2026' })).toEqual([['exp_month', 'payment_error_expired_card']]);
    expect(issues({ ...card, cvc: '1' })).toEqual([['cvc', 'payment_error_invalid_cvc']]);
    expect(issues({ ...card, number: '' })).toEqual([['number', 'required_field']]);
    expect(issues({ ...card, cvc: ' ' })).toEqual([['cvc', 'required_field']]);
    expect(issues({ ...card, exp_month: 'x' })[0]).toEqual(['exp_month', 'payment_error_invalid_expiry_month']);
  });
});
