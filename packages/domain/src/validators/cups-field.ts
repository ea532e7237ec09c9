import { text } from '../api/primitives.ts';
import { isValidCups, normaliseCups } from './cups.ts';

/**
 * A CUPS typed by a visitor (visitor-and-shell §5.2, §5.3, §5.4: "CUPS required and valid"): read in
 * its compact form (normaliseCups: spaces, dots and dashes dropped, upper case) and checked with its
 * control letters. Nothing typed is required_field; anything else that is not a CUPS is cups_invalid.
 */
export const ZCupsSchema = text(64, { error: 'required_field' })
  .trim()
  .min(1, 'required_field')
  .transform(normaliseCups)
  .refine(isValidCups, 'cups_invalid');
