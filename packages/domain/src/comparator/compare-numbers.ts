import { z } from 'zod';

/**
 * The numbers of the comparator's forms (visitor-and-shell §5.3, §9: "power allows 3 decimals;
 * consumption and amounts whole numbers"). A form sends what was typed, the web's call and the API
 * read numbers: both are accepted, a text only as plain digits (a decimal comma read as a point),
 * so '1e3', '0x10' or '12abc' are refused like a wrong number.
 */
const WHOLE_TEXT = /^\d{1,9}$/;
const DECIMAL_TEXT = /^\d{1,6}([.,]\d{1,3})?$/;

/** The largest consumption or amount the forms accept: a billion is no household's nor company's bill. */
export const COMPARE_NUMBER_MAX = 999_999_999;
/** The largest power in kW (§5.3 allows 3 decimals): no supply point contracts more than 100 MW. */
export const COMPARE_POWER_MAX_KW = 100_000;

function numberField(pattern: RegExp, integer: boolean, max: number, required: string, wholeText = integer) {
  const value = z
    .number({ error: 'field_invalid' })
    .refine((n) => Number.isFinite(n), 'field_invalid')
    .refine((n) => !integer || Number.isInteger(n), 'whole_number_required')
    .refine((n) => n >= 0, 'field_invalid')
    .refine((n) => n <= max, 'field_too_large');
  return z
    .union([z.number(), z.string().trim()], { error: required })
    .transform((typed, context) => {
      if (typeof typed === 'number') return typed;
      if (typed === '') {
        context.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      if (!pattern.test(typed)) {
        context.addIssue({ code: 'custom', message: wholeText && /^\d+[.,]\d+$/.test(typed) ? 'whole_number_required' : 'field_invalid' });
        return z.NEVER;
      }
      return Number(typed.replace(',', '.'));
    })
    .pipe(value);
}

/** A whole number ≥ 0 (kWh, euros): the spec's "whole numbers". */
export const wholeNumber = (required = 'required_field') => numberField(WHOLE_TEXT, true, COMPARE_NUMBER_MAX, required);
/**
 * kWh of a period. What a visitor types is a whole number (§9: consumption in whole kWh, as a bill
 * prints its readings); a caller sending a JSON number may give the Wh the meter counted (at most
 * 3 decimals), so the curve an invoice was billed from can be priced to the cent (docs/comparator-api.md).
 */
export const consumptionKwh = (required = 'required_field') =>
  numberField(WHOLE_TEXT, false, COMPARE_NUMBER_MAX, required, true).refine(
    (n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6,
    'field_invalid',
  );
/** A whole number > 0. */
export const positiveWholeNumber = (required = 'required_field') => wholeNumber(required).refine((n) => n > 0, 'positive_number_required');
/** A power in kW, > 0, at most 3 decimals. */
export const powerKw = (required = 'required_field') =>
  numberField(DECIMAL_TEXT, false, COMPARE_POWER_MAX_KW, required)
    .refine((n) => Math.round(n * 1000) === n * 1000 || Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, 'power_decimals')
    .refine((n) => n > 0, 'positive_number_required');

/** A value a form may leave empty: '' and undefined are "not given". */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
