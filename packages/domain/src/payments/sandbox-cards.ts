import { cardDigits } from './card-brand.ts';
import { INSUFFICIENT_FUNDS, type TPaymentErrorCode } from './payment-errors.ts';

/** What confirming a payment with a card does in the sandbox provider. */
export type TSandboxCardOutcome =
  | { kind: 'success' }
  | { kind: 'requires_action' }
  | { kind: 'error'; code: TPaymentErrorCode; decline_code?: string };

/** Stripe's test numbers and what they do (customer-area §8); any other valid number succeeds. */
export const SANDBOX_TEST_CARDS: readonly { number: string; outcome: TSandboxCardOutcome }[] = [
  { number: '4242424242424242', outcome: { kind: 'success' } },
  { number: '4000000000000002', outcome: { kind: 'error', code: 'card_declined', decline_code: 'generic_decline' } },
  { number: '4000000000009995', outcome: { kind: 'error', code: 'card_declined', decline_code: INSUFFICIENT_FUNDS } },
  { number: '4000000000000069', outcome: { kind: 'error', code: 'expired_card' } },
  { number: '4000000000000127', outcome: { kind: 'error', code: 'incorrect_cvc' } },
  { number: '4000000000000119', outcome: { kind: 'error', code: 'processing_error' } },
  { number: '4000000000000036', outcome: { kind: 'error', code: 'incorrect_zip' } },
  { number: '4000002500003155', outcome: { kind: 'requires_action' } },
];

// Lengths of real card numbers (ISO/IEC 7812): Amex has 15, most have 16, some up to 19.
const CARD_NUMBER = /^\d{12,19}$/;
const CVC = /^\d{3,4}$/;
// Stripe refuses expiry years this far ahead as invalid rather than as a far future card.
const MAX_YEARS_AHEAD = 50;

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Outcome of paying with this number; a number that fails Luhn is incorrect_number, as Stripe answers. */
export function sandboxCardOutcome(number: string): TSandboxCardOutcome {
  const digits = cardDigits(number);
  if (!CARD_NUMBER.test(digits) || !luhnValid(digits)) return { kind: 'error', code: 'incorrect_number' };
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.outcome ?? { kind: 'success' };
}

export interface TSandboxCard {
  number: string;
  exp_month: number;
  /** Four digits; two are read as 20YY. */
  exp_year: number;
  cvc: string;
  postal_code?: string;
}

export type TSandboxCardField = 'number' | 'exp_month' | 'exp_year' | 'cvc';
export interface TSandboxCardError {
  code: TPaymentErrorCode;
  field: TSandboxCardField;
}

/** Two-digit years (12/29) are this century's. */
export const expiryYear = (year: number) => (year >= 0 && year < 100 ? 2000 + year : year);

/**
 * The first problem of a card as the provider sees it when the card is entered, checked against `now`
 * (UTC): a card is valid until the end of its expiry month. The same checks run in the form and in the API.
 */
export function sandboxCardError(card: TSandboxCard, now: Date = new Date()): TSandboxCardError | null {
  const digits = cardDigits(card.number);
  if (!CARD_NUMBER.test(digits)) return { code: 'invalid_number', field: 'number' };
  if (!luhnValid(digits)) return { code: 'incorrect_number', field: 'number' };
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12)
    return { code: 'invalid_expiry_month', field: 'exp_month' };
  const year = expiryYear(card.exp_year);
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + MAX_YEARS_AHEAD)
    return { code: 'invalid_expiry_year', field: 'exp_year' };
  if (year === thisYear && card.exp_month < now.getUTCMonth() + 1) return { code: 'expired_card', field: 'exp_month' };
  if (!CVC.test(card.cvc.trim())) return { code: 'invalid_cvc', field: 'cvc' };
  return null;
}
