import { z } from 'zod';
import { isCleanText, TEXT_INVALID } from './text-rules.ts';

/**
 * The shared zod primitives of every endpoint contract (no input gets a 500): an
 * input is refused here, with a 400 and field errors, before it can reach a database column
 * that would refuse it with a 500. Ids are bounded to the column type, texts hold no NUL nor
 * other control characters and have a length bound, route segments likewise.
 */

/** PostgreSQL's integer (int4), the type of every id column and of OFFSET as we bind it. */
export const INT4_MAX = 2_147_483_647;

/** Digits only, no sign, no leading zero, no space, no exponent, no hex: '1e3', '0x10', ' 1' are not ids. */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;
const COUNT_TEXT = /^(0|[1-9][0-9]{0,9})$/;

/**
 * A JSON id: an integer 1..INT4_MAX. `message` is the field's own key for every failure (e.g.
 * iban_select_empty); without one, the generic keys of field-errors.ts (field_too_short…).
 */
export const id = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int(message)
    .min(1, message)
    .max(INT4_MAX, message);

/**
 * An id from a path or a query string (or a number, as the web passes it): the text must be
 * plain digits, read as an integer 1..INT4_MAX.
 */
export const idParam = (message = 'required_field') =>
  z.union([id(message), z.string().regex(ID_TEXT, message).transform(Number).pipe(id(message))], { error: message });

/** A count or offset from a query string (or a number): an integer 0..max (INT4_MAX by default). */
export const countParam = (max = INT4_MAX, message = 'field_invalid') => {
  const count = z.number({ error: message }).int(message).min(0, message).max(max, message);
  return z.union([count, z.string().regex(COUNT_TEXT, message).transform(Number).pipe(count)], { error: message });
};

/** The check every text of a request carries: no NUL, no other control character, no lone surrogate. */
export const cleanText = (multiline = false) => z.refine<string>((text) => isCleanText(text, multiline), TEXT_INVALID);

/**
 * A text field: a length bound and the clean-text check. `multiline` allows tab and line
 * breaks. `error` is the message of a missing or non-string value. Chain trim/min/regex as usual.
 */
export const text = (max: number, options: { multiline?: boolean; error?: string } = {}) =>
  z
    .string(options.error ? { error: options.error } : undefined)
    .max(max, 'field_too_long')
    .check(cleanText(options.multiline));

/**
 * A name the path carries (a contract's name, a provider's intent id): 1..max characters, clean,
 * and no slash (a segment never holds one once decoded, so one there came from %2F).
 */
export const routeSegment = (max = 64) =>
  z
    .string()
    .min(1)
    .max(max)
    .check(cleanText())
    .regex(/^[^/\\]*$/, TEXT_INVALID);
