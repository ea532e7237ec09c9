import { isValidCups, normaliseCups } from '@portal/domain';

/** CUPS lengths that trigger the registry lookup (visitor-and-shell §4.4, §9). */
export const CUPS_LOOKUP_LENGTHS: readonly number[] = [20, 22];

/** The CUPS to look up from what was typed (normalised as the schemas read it), or undefined while it is not a whole, valid one. */
export function cupsToLookUp(typed: string): string | undefined {
  const cups = normaliseCups(typed ?? '');
  return CUPS_LOOKUP_LENGTHS.includes(cups.length) && isValidCups(cups) ? cups : undefined;
}
