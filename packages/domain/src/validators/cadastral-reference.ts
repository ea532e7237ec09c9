/**
 * Cadastral reference (referencia catastral). The 20-character form is 14 characters of parcel,
 * 4 of property within the parcel and 2 control letters computed by the Catastro.
 */
const CONTROL_LETTERS = 'MQWERTYUIOPASDFGHJKLBZX';
const WEIGHTS = [13, 15, 12, 5, 4, 17, 9, 21, 3, 7, 1] as const;
export const CADASTRAL_REFERENCE_MAX_LENGTH = 20;
const ALPHANUMERIC = /^[A-Z0-9Ñ]*$/;

// Where the Catastro's documents and deeds break a reference: `7837301-VG8173B-0001 TT`.
const SEPARATORS = /[\s.-]+/g;

/**
 * The compact form that is checked and stored (customer-area §5: upper-cased, spaces stripped;
 * like python-stdnum's compact(), dots and dashes are separators too).
 */
export function normaliseCadastralReference(value: string): string {
  return value.replace(SEPARATORS, '').toUpperCase();
}

/** The printed form: parcel in two groups of 7, property, control letters (`7837301 VG8173B 0001 TT`). */
export function printableCadastralReference(value: string): string {
  const reference = normaliseCadastralReference(value);
  const groups = [reference.slice(0, 7), reference.slice(7, 14), reference.slice(14, 18), reference.slice(18)];
  return groups.filter((group) => group.length > 0).join(' ');
}

// Letters count A..N = 1..14, Ñ = 15, O..Z = 16..27 (char code - 63); digits count as themselves.
function characterValue(character: string): number {
  if (character >= '0' && character <= '9') return character.charCodeAt(0) - 48;
  if (character === 'Ñ') return 15;
  const code = character.charCodeAt(0);
  return code <= 78 ? code - 64 : code - 63;
}

function controlLetter(characters: string): string {
  let sum = 0;
  for (let index = 0; index < WEIGHTS.length; index++) sum += characterValue(characters.charAt(index)) * WEIGHTS[index]!;
  return CONTROL_LETTERS.charAt(sum % 23);
}

/** The two control letters of the first 18 characters of a 20-character reference. */
export function cadastralControlLetters(reference18: string): string {
  const property = reference18.slice(14, 18);
  return controlLetter(reference18.slice(0, 7) + property) + controlLetter(reference18.slice(7, 14) + property);
}

export function isValidCadastralReference20(value: string): boolean {
  const reference = normaliseCadastralReference(value);
  if (reference.length !== 20 || !/^[A-Z0-9Ñ]{18}[A-Z]{2}$/.test(reference)) return false;
  return cadastralControlLetters(reference.slice(0, 18)) === reference.slice(18);
}

export type TCadastralReferenceProblem =
  | 'required_field'
  | 'ref_catastral_dialog_error_no_alpha'
  | 'ref_catastral_dialog_error_length'
  | 'ref_catastral_checksum_invalid'
  | 'ref_catastral_same_as_current';

/**
 * A full reference (20 characters: parcel, property, control letters) must carry the control
 * letters the Catastro computes (customer-area §5, the 20-character checksum); a shorter one (the
 * 14-character parcel) keeps the dialog's rule of 1..20 letters and digits.
 */
export function cadastralChecksumHolds(reference: string): boolean {
  return reference.length !== CADASTRAL_REFERENCE_MAX_LENGTH || isValidCadastralReference20(reference);
}

/**
 * The cadastral-reference dialog's rules (customer-area §5), first failing one: empty, not only
 * letters and digits, longer than 20, 20 characters whose control letters do not match, or the
 * same as the contract's current reference (submit
 * stays disabled then). All on the compact form, so a pasted `7837301-VG8173B-0001 TT` counts
 * as the 20 characters it names.
 */
export function cadastralReferenceProblem(value: string, current?: string | null): TCadastralReferenceProblem | undefined {
  const reference = normaliseCadastralReference(value);
  if (reference.length === 0) return 'required_field';
  if (!ALPHANUMERIC.test(reference)) return 'ref_catastral_dialog_error_no_alpha';
  if (reference.length > CADASTRAL_REFERENCE_MAX_LENGTH) return 'ref_catastral_dialog_error_length';
  if (!cadastralChecksumHolds(reference)) return 'ref_catastral_checksum_invalid';
  if (current != null && reference === normaliseCadastralReference(current)) return 'ref_catastral_same_as_current';
  return undefined;
}
