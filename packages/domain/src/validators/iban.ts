import { isValidIBAN } from 'ibantools';

// Where statements and invoices break an IBAN: `ES91 2100 0418 …`, `BE 43.4679.1170.4101`, dashes.
const SEPARATORS = /[\s.-]+/g;

/**
 * The compact form that is checked and stored (python-stdnum's compact()): spaces, dots and
 * dashes removed, upper-cased. ibantools' electronicFormatIBAN keeps dots, hence our own.
 */
export function normaliseIban(value: string): string {
  return value.replace(SEPARATORS, '').toUpperCase();
}

/** Country, check digits and the national checksum (ibantools knows each country's format). */
export function isValidIban(value: string): boolean {
  return isValidIBAN(normaliseIban(value));
}

/** Groups of four, as printed on bank statements: `ES91 2100 0418 4502 0005 1332`. */
export function printableIban(iban: string): string {
  return normaliseIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The account shown without its middle digits (`ES91 **** **** **** **** 1332`): enough for the
 * customer to recognise it, not enough to read it over their shoulder.
 */
export function maskedIban(iban: string): string {
  const compact = normaliseIban(iban);
  if (compact.length <= 8) return printableIban(compact);
  const masked = compact.slice(0, 4) + '*'.repeat(compact.length - 8) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
