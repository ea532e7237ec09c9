import { describe, expect, it } from 'vitest';
import { choosePaymentPlatform } from './choose-platform.ts';

describe('payment platform choice', () => {
  it('takes the configured provider when offered, else the first offered', () => {
    expect(choosePaymentPlatform(['sandbox', 'stripe'], 'stripe')).toBe('stripe');
    expect(choosePaymentPlatform(['stripe'], 'sandbox')).toBe('stripe');
    expect(choosePaymentPlatform(['sandbox'], undefined)).toBe('sandbox');
  });

  it('answers none when the server offers none', () => {
    expect(choosePaymentPlatform([], 'sandbox')).toBeNull();
  });
});
