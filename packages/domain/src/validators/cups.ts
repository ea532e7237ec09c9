/**
 * CUPS (código universal del punto de suministro): "ES", 16 digits, two control letters and,
 * in the 22-character form, a border-point digit and a point-type letter.
 */
const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CUPS_SHAPE = /^ES(\d{16})([A-Z]{2})(\d[FPRCXYZ])?$/;
// Where bills and documents break a CUPS: `ES 1234-123456789012-JY 1F`, `ES.1234.…`.
const SEPARATORS = /[\s.-]+/g;

/**
 * The compact form that is checked and stored (visitor-and-shell §5.6, and python-stdnum's
 * compact()): spaces, dots and dashes removed, upper-cased, and the letter O read as zero among
 * the 16 digits (a frequent typing slip).
 */
export function normaliseCups(value: string): string {
  const compact = value.replace(SEPARATORS, '').toUpperCase();
  // Only the 16 digits can hold a mistyped O; the prefix and the control letters are letters.
  if (compact.length < 18) return compact;
  return compact.slice(0, 2) + compact.slice(2, 18).replace(/O/g, '0') + compact.slice(18);
}

/** The printed form, as bills show it: `ES 1234 1234 5678 9012 JY 1F`. */
export function printableCups(value: string): string {
  const cups = normaliseCups(value);
  const groups = [
    cups.slice(0, 2),
    cups.slice(2, 6),
    cups.slice(6, 10),
    cups.slice(10, 14),
    cups.slice(14, 18),
    cups.slice(18, 20),
    cups.slice(20),
  ];
  return groups.filter((group) => group.length > 0).join(' ');
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
