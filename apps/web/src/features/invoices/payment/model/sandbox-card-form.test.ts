import { describe, expect, it } from 'vitest';
import { cardFromForm, EMPTY_SANDBOX_CARD, formatCardNumber, formatExpiry, parseExpiry, sandboxCardResolver } from './sandbox-card-form.ts';

const resolve = (values: Partial<typeof EMPTY_SANDBOX_CARD>) =>
  sandboxCardResolver({ ...EMPTY_SANDBOX_CARD, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const lastYear = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, '0');
// Beyond the provider's 50 years ahead.
const farYear = String(new Date().getUTCFullYear() + 60);
const messages = (errors: Record<string, { message?: unknown } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]));

describe('sandbox card form', () => {
  it('groups the number by four and keeps at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a42 4')).toBe('4242 4242 4');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY once a third digit comes', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('reads the expiry; two-digit years are 20YY', () => {
    expect(parseExpiry('07/29')).toEqual({ exp_month: 7, exp_year: 2029 });
    expect(parseExpiry('7 / 2031')).toEqual({ exp_month: 7, exp_year: 2031 });
    expect(parseExpiry('july')).toEqual({ exp_month: 0, exp_year: 0 });
  });

  it('sends digits only and leaves an empty postal code out', () => {
    expect(cardFromForm({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: ' 123 ', postal_code: '' })).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    expect(cardFromForm({ number: '4242', expiry: '12/30', cvc: '1', postal_code: '08001' }).postal_code).toBe('08001');
  });

  it('requires number, expiry and security code', async () => {
    const { errors } = await resolve({});
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]))).toEqual({
      number: 'required_field',
      expiry: 'required_field',
      cvc: 'required_field',
    });
  });

  it('puts the provider checks on the field typed, as message keys', async () => {
    expect((await resolve({ number: '4242 4242 4242 4241', expiry: `12/${nextYear}`, cvc: '123' })).errors.number?.message).toBe(
      'payment_error_incorrect_number',
    );
    expect((await resolve({ number: '4242 4242 4242 4242', expiry: `13/${nextYear}`, cvc: '123' })).errors.expiry?.message).toBe(
      'payment_error_invalid_expiry_month',
    );
    expect((await resolve({ number: '4242 4242 4242 4242', expiry: `12/${farYear}`, cvc: '123' })).errors.expiry?.message).toBe(
      'payment_error_invalid_expiry_year',
    );
    expect((await resolve({ number: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '12' })).errors.cvc?.message).toBe(
      'payment_error_invalid_cvc',
    );
  });

  it('names every field’s problem at once, not the first one only', async () => {
    const { errors } = await resolve({ number: '4242 4242 4242 4241', expiry: `13/${nextYear}`, cvc: '12' });
    expect(messages(errors)).toEqual({
      number: 'payment_error_incorrect_number',
      expiry: 'payment_error_invalid_expiry_month',
      cvc: 'payment_error_invalid_cvc',
    });
    // A missing field beside a wrong one: both.
    expect(messages((await resolve({ number: '1234', cvc: '' })).errors)).toEqual({
      number: 'payment_error_invalid_number',
      expiry: 'required_field',
      cvc: 'required_field',
    });
  });

  it('says an expiry in the past has expired, whether the year or only the month is over', async () => {
    expect((await resolve({ number: '4242 4242 4242 4242', expiry: `12/${lastYear}`, cvc: '123' })).errors.expiry?.message).toBe(
      'payment_card_expired',
    );
    expect((await resolve({ number: '4242 4242 4242 4242', expiry: '01/2001', cvc: '123' })).errors.expiry?.message).toBe(
      'payment_card_expired',
    );
    const now = new Date();
    if (now.getUTCMonth() > 0) {
      const thisYear = String(now.getUTCFullYear() % 100).padStart(2, '0');
      const lastMonth = String(now.getUTCMonth()).padStart(2, '0');
      expect(
        (await resolve({ number: '4242 4242 4242 4242', expiry: `${lastMonth}/${thisYear}`, cvc: '123' })).errors.expiry?.message,
      ).toBe('payment_card_expired');
    }
    // A past year with an impossible month is the month's problem, not an expiry.
    expect((await resolve({ number: '4242 4242 4242 4242', expiry: `13/${lastYear}`, cvc: '123' })).errors.expiry?.message).toBe(
      'payment_error_invalid_expiry_month',
    );
  });

  it('answers the card to send when it passes', async () => {
    const result = await resolve({ number: '4242 4242 4242 4242', expiry: `01/${nextYear}`, cvc: '123', postal_code: '08001' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ number: '4242424242424242', exp_month: 1, cvc: '123', postal_code: '08001' });
  });
});
