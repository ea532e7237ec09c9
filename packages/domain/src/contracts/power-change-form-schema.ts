import { z } from 'zod';
import { isValidPhone, PHONE_MIN_LENGTH, PHONE_TEXT_MAX_LENGTH, splitPhone } from '../validators/phone.ts';
import type { TPowerChangeRequest } from './power-change-request-schema.ts';
import { powerRuleProblems } from './power-rules.ts';
import { kwToWatts, parseKw } from './power-units.ts';

export const POWER_FORM_FIELDS = ['power', 'power2', 'power3', 'power4', 'power5', 'power6'] as const;
export type TPowerFormField = (typeof POWER_FORM_FIELDS)[number];

// Inputs stay text: the customer types kW with a decimal comma (customer-area §5).
const kwInput = z.string().max(16, 'power_value_invalid');

/** Values of the power-change form, in kW as typed. */
export interface TPowerChangeForm {
  power: string;
  power2: string;
  power3?: string;
  power4?: string;
  power5?: string;
  power6?: string;
  phone: string;
}

const optionalKw = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : parseKw(value));

/** The six periods of the form as kW numbers (undefined when empty, NaN when unreadable). */
export function powerFormKw(values: TPowerChangeForm): (number | undefined)[] {
  return POWER_FORM_FIELDS.map((field) => optionalKw(values[field]));
}

/**
 * The power-change form's schema for one contract: the rules need its current power per period
 * (kW, P1 first). The same rules run on watts in the API through powerChangeProblems.
 */
export function ZPowerChangeFormSchema(currentKw: readonly number[]) {
  return z
    .object({
      power: kwInput,
      power2: kwInput,
      power3: kwInput.optional(),
      power4: kwInput.optional(),
      power5: kwInput.optional(),
      power6: kwInput.optional(),
      phone: z.string().max(PHONE_TEXT_MAX_LENGTH, 'lead_contact_phone_not_valid'),
    })
    .superRefine((values, context) => {
      for (const problem of powerRuleProblems(currentKw, powerFormKw(values), 'kw')) {
        context.addIssue({ code: 'custom', path: [POWER_FORM_FIELDS[problem.period]!], message: problem.key });
      }
      if (values.phone.trim().length < PHONE_MIN_LENGTH || !isValidPhone(values.phone)) {
        context.addIssue({ code: 'custom', path: ['phone'], message: 'lead_contact_phone_not_valid' });
      }
    });
}

/** The API payload of a valid form: watts, and the phone whole and split (customer-area §7). */
export function powerFormToRequest(values: TPowerChangeForm): TPowerChangeRequest {
  const kw = powerFormKw(values);
  const watts = (period: number) => {
    const value = kw[period];
    return value === undefined || Number.isNaN(value) ? undefined : kwToWatts(value);
  };
  const sixPeriods = kw.slice(2).some((value) => value !== undefined);
  const { prefix, number } = splitPhone(values.phone);
  const request: TPowerChangeRequest = {
    power_p1: watts(0)!,
    power_p2: watts(1)!,
    phone: values.phone.trim(),
    phone_num: number,
    phone_pre: prefix,
  };
  if (sixPeriods) {
    request.power_p3 = watts(2);
    request.power_p4 = watts(3);
    request.power_p5 = watts(4);
    request.power_p6 = watts(5);
  }
  return request;
}
