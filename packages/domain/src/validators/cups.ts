/**
 * CUPS (código universal del punto de suministro): "ES", 16 digits, two control letters and,
 * in the 22-character form, a border-point digit and a point-type letter.
 */
const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CUPS_SHAPE = /^ES(\d{16})([A-Z]{2})(\d[FPRCXYZ])?$/;

/** Spaces removed, upper-cased, and the letter O read as zero (a frequent typing slip in the digits). */
export function normaliseCups(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  // Only the 16 digits can hold a mistyped O; the prefix and the control letters are letters.
  if (compact.length < 18) return compact;
  return compact.slice(0, 2) + compact.slice(2, 18).replace(/O/g, '0') + compact.slice(18);
}

/** The two control letters of the 16 digits: the number mod 529, then quotient and remainder of that by 23. */
export function cupsControlLetters(digits16: string): string {
  // 16 digits exceed Number's exact integer range, hence BigInt.
  const rest = Number(BigInt(digits16) % 529n);
  return CONTROL_LETTERS.charAt(Math.floor(rest / 23)) + CONTROL_LETTERS.charAt(rest % 23);
}

export function isValidCups(value: string): boolean {
  const match = CUPS_SHAPE.exec(normaliseCups(value));
  if (!match) return false;
  return cupsControlLetters(match[1]!) === match[2];
}
