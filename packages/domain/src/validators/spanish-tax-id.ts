// The per-country module only: the package root pulls every country's validators into the bundle.
import { validate } from 'stdnum/lib/cjs/es/nif.js';
import { normaliseTaxId } from '../auth/tax-id.ts';

/** NIF (DNI), NIE or CIF with its check character; the ES VAT prefix, spaces and dots are accepted. */
export function isValidSpanishTaxId(value: string): boolean {
  const compact = normaliseTaxId(value);
  return compact.length > 0 && validate(compact).isValid;
}
