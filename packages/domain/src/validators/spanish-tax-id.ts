// The per-country module only: the package root pulls every country's validators into the bundle.
import { validate } from 'stdnum/lib/cjs/es/nif.js';
import { normaliseTaxId } from '../auth/tax-id.ts';

/**
 * NIFs of letter K (Spaniards under 14), L (Spaniards living abroad) and M (foreigners without a
 * NIE): the letter, seven digits and a DNI check letter. stdnum 1.12 only checks the letter in
 * that branch, computed with parseInt, so `K0XXXXXXT` or `M+123456S` would pass: the shape is
 * checked here first.
 */
const KLM_PREFIX = /^[KLM]/;
const KLM_SHAPE = /^[KLM]\d{7}[A-Z]$/;

/** NIF (DNI), NIE or CIF with its check character; the ES VAT prefix, spaces and dots are accepted. */
export function isValidSpanishTaxId(value: string): boolean {
  const compact = normaliseTaxId(value);
  if (compact.length === 0) return false;
  if (KLM_PREFIX.test(compact) && !KLM_SHAPE.test(compact)) return false;
  return validate(compact).isValid;
}
