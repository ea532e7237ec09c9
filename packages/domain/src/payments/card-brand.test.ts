import { describe, expect, it } from 'vitest';
import { cardBrand, cardLabel } from './card-brand.ts';

describe('cardBrand', () => {
  it('recognises the brands by prefix', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('371449635398431')).toBe('amex');
  });

  it('calls anything else a card', () => {
    expect(cardBrand('6011111111111117')).toBe('card');
    expect(cardBrand('2720999999999999')).toBe('mastercard');
    expect(cardBrand('2721000000000000')).toBe('card');
    expect(cardBrand('')).toBe('card');
    expect(cardBrand('4abc')).toBe('card');
  });
});

describe('cardLabel', () => {
  it('shows the brand and the last four digits', () => {
    expect(cardLabel('visa', '4242')).toBe('visa •••• 4242');
    expect(cardLabel('card', '0005')).toBe('card •••• 0005');
  });
});
