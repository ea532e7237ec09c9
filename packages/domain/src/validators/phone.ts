import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'ES';
export const DEFAULT_PHONE_PREFIX = '+34';
/**
 * The spec's phone limit of 12 (customer-area §9) counted as digits, not characters: people
 * write "+34 612 345 678" (15 characters, 11 digits), and the portal shows numbers that way, so
 * spaces, dots, dashes, brackets and the international prefix (+ or 00) do not count.
 */
export const PHONE_MAX_DIGITS = 12;
/** Characters a phone field and the API take: 12 digits with a prefix and a separator between each. */
export const PHONE_TEXT_MAX_LENGTH = 32;
/** Below this a phone is not even checked (customer-area §5: "at least 4 characters"). */
export const PHONE_MIN_LENGTH = 4;

// What a written phone number is made of: an optional + and digits with the usual separators.
const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/;
// The international prefix, which is not part of the number's length.
const INTERNATIONAL_PREFIX = /^\s*(\+|00)/;

/** The digits of a number as typed, without the international prefix (+ or 00). */
export function phoneDigitCount(value: string): number {
  return (value.replace(INTERNATIONAL_PREFIX, '').match(/\d/g) ?? []).length;
}

/**
 * What a phone field keeps of what was typed or pasted: the digits beyond the twelfth are
 * dropped, separators and the prefix are kept, and the text stays within PHONE_TEXT_MAX_LENGTH.
 * Whatever the portal shows can be typed back unchanged.
 */
export function limitPhoneInput(value: string): string {
  const prefix = INTERNATIONAL_PREFIX.exec(value)?.[0] ?? '';
  let digits = 0;
  let rest = '';
  for (const character of value.slice(prefix.length)) {
    if (/\d/.test(character)) {
      if (digits === PHONE_MAX_DIGITS) continue;
      digits += 1;
    }
    rest += character;
  }
  return `${prefix}${rest}`.slice(0, PHONE_TEXT_MAX_LENGTH);
}

/**
 * A number that can be dialled: national form for the default country, or international with
 * + or 00; at least 4 characters, at most 12 digits, written with digits and separators only.
 * The one phone rule of every form (power, address, contact, and those to come) and the API.
 */
export function isValidPhone(value: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  const trimmed = value.trim();
  if (trimmed.length < PHONE_MIN_LENGTH || trimmed.length > PHONE_TEXT_MAX_LENGTH) return false;
  if (!PHONE_CHARACTERS.test(trimmed) || phoneDigitCount(trimmed) > PHONE_MAX_DIGITS) return false;
  return isValidPhoneNumber(trimmed, defaultCountry);
}

export interface TSplitPhone {
  prefix: string;
  number: string;
}

/**
 * The power-change call sends the phone twice: whole, and as prefix plus number (customer-area §7).
 * The spec defines the prefix as what stands before the last 9 digits; without it, +34.
 */
export function splitPhone(value: string): TSplitPhone {
  const compact = value.replace(/[\s().-]/g, '');
  const digits = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  if (digits.length <= 9) return { prefix: DEFAULT_PHONE_PREFIX, number: digits };
  const prefix = digits.slice(0, -9);
  return { prefix: prefix.startsWith('+') ? prefix : `+${prefix}`, number: digits.slice(-9) };
}
