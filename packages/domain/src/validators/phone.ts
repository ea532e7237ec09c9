import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'ES';
export const DEFAULT_PHONE_PREFIX = '+34';
/** Phone inputs accept at most this many characters (customer-area §9). */
export const PHONE_INPUT_MAX_LENGTH = 12;
/** Below this a phone is not even checked (customer-area §5: "at least 4 characters"). */
export const PHONE_MIN_LENGTH = 4;

/** A number that can be dialled: national form for the default country, or international with +. */
export function isValidPhone(value: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  const trimmed = value.trim();
  if (trimmed.length < PHONE_MIN_LENGTH) return false;
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
