import { type TSandboxCard, ZSandboxCardSchema } from '@portal/domain';
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

/**
 * The form's resolver: required fields first, then the same checks the server makes
 * (ZSandboxCardSchema, docs/invoices-contract.md), each error on the field the user typed.
 * The schema's messages are message keys the catalogue translates.
 */
export const sandboxCardResolver: Resolver<TSandboxCardForm, unknown, TSandboxCard> = async (values) => {
  const errors: FieldErrors<TSandboxCardForm> = {};
  for (const field of ['number', 'expiry', 'cvc'] as const) {
    if (!values[field].trim()) errors[field] = { type: 'required', message: REQUIRED_KEY };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  const parsed = ZSandboxCardSchema.safeParse(cardFromForm(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  for (const issue of parsed.error.issues) {
    const field = FORM_FIELD[String(issue.path[0])] ?? 'number';
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
