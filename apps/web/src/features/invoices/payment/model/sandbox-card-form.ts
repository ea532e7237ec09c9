import {
  expiryYear,
  paymentErrorMessageKey,
  sandboxCardError,
  type TSandboxCard,
  ZSandboxCardFieldsSchema,
  ZSandboxCardSchema,
} from '@portal/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The sandbox card form as typed: the number with spaces, the expiry as MM/YY. */
export interface TSandboxCardForm {
  number: string;
  expiry: string;
  cvc: string;
  postal_code: string;
}

export const EMPTY_SANDBOX_CARD: TSandboxCardForm = { number: '', expiry: '', cvc: '', postal_code: '' };

const MAX_CARD_DIGITS = 19;
const REQUIRED_KEY = 'required_field';

/** Digits in groups of four, as printed on the card: '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * MM/YY while typing: the slash comes once a third digit is typed, so that deleting it with
 * backspace is not undone at once.
 */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The expiry's month and four-digit year; zeros when it cannot be read (the schema then names the field). */
export function parseExpiry(expiry: string): { exp_month: number; exp_year: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return { exp_month: 0, exp_year: 0 };
  const year = Number(match[2]);
  return { exp_month: Number(match[1]), exp_year: year < 100 ? 2000 + year : year };
}

/** What the provider is sent (ZSandboxCardSchema): digits only, month and year as numbers. */
export function cardFromForm(values: TSandboxCardForm): TSandboxCard {
  const postal = values.postal_code.trim();
  return {
    number: values.number.replace(/\D/g, ''),
    ...parseExpiry(values.expiry),
    cvc: values.cvc.trim(),
    ...(postal ? { postal_code: postal } : {}),
  };
}

// Where each of the schema's fields shows its error in the form.
const FORM_FIELD: Record<string, keyof TSandboxCardForm> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  postal_code: 'postal_code',
};

/** A card the provider accepts (Stripe's test Visa, an expiry next year): a stand-in for the fields not being checked. */
const goodCard = (now: Date): TSandboxCard => ({
  number: '4242424242424242',
  exp_month: 12,
  exp_year: now.getUTCFullYear() + 1,
  cvc: '123',
});

/** Said of a card whose expiry month is over, this year or an earlier one (the provider calls a past year "not valid"). */
export const CARD_EXPIRED_KEY = 'payment_card_expired';

/**
 * Each field's problem on its own: the provider's rules (sandboxCardError) stop at the first, so
 * each field is checked beside a good card, and every field gets its error at once.
 */
function fieldProblems(card: TSandboxCard, now: Date): FieldErrors<TSandboxCardForm> {
  const errors: FieldErrors<TSandboxCardForm> = {};
  const good = goodCard(now);
  const checks: Array<[keyof TSandboxCardForm, TSandboxCard]> = [
    ['number', { ...good, number: card.number }],
    ['expiry', { ...good, exp_month: card.exp_month, exp_year: card.exp_year }],
    ['cvc', { ...good, cvc: card.cvc }],
  ];
  for (const [field, candidate] of checks) {
    const problem = sandboxCardError(candidate, now);
    if (!problem) continue;
    const monthValid = Number.isInteger(card.exp_month) && card.exp_month >= 1 && card.exp_month <= 12;
    const pastYear = problem.code === 'invalid_expiry_year' && monthValid && expiryYear(card.exp_year) < now.getUTCFullYear();
    const expired = problem.code === 'expired_card' || pastYear;
    errors[field] = { type: problem.code, message: expired ? CARD_EXPIRED_KEY : paymentErrorMessageKey(problem.code) };
  }
  return errors;
}

/**
 * The form's resolver: every field's error at once (a required field, the shape the server
 * reads, the provider's checks: ZSandboxCardSchema, docs/payments.md), each on the
 * field the user typed. An expiry in the past says the card has expired. The messages are
 * message keys the catalogue translates.
 */
export const sandboxCardResolver: Resolver<TSandboxCardForm, unknown, TSandboxCard> = async (values) => {
  const now = new Date();
  const card = cardFromForm(values);
  const errors: FieldErrors<TSandboxCardForm> = fieldProblems(card, now);
  const shape = ZSandboxCardFieldsSchema.safeParse(card);
  if (!shape.success) {
    for (const issue of shape.error.issues) {
      const field = FORM_FIELD[String(issue.path[0])] ?? 'number';
      errors[field] = { type: issue.code, message: issue.message };
    }
  }
  for (const field of ['number', 'expiry', 'cvc'] as const) {
    if (!values[field].trim()) errors[field] = { type: 'required', message: REQUIRED_KEY };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  // The whole card once more, as the server will check it: nothing slips between the fields.
  const parsed = ZSandboxCardSchema.safeParse(card);
  if (parsed.success) return { values: parsed.data, errors: {} };
  for (const issue of parsed.error.issues) {
    const field = FORM_FIELD[String(issue.path[0])] ?? 'number';
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
