import { z } from 'zod';
import { isValidPhone, PHONE_MIN_LENGTH, PHONE_TEXT_MAX_LENGTH, splitPhone } from '../validators/phone.ts';
import type { TPowerChangeRequest } from './power-change-request-schema.ts';
import { powerRuleProblems } from './power-rules.ts';
import { asksSixPeriods, kwTextToWatts } from './power-units.ts';

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

const optionalWatts = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : kwTextToWatts(value));

/**
 * The six periods of the form in whole watts (undefined when empty, NaN when unreadable): the one
 * place the typed kW become the unit of the call, for the live costs and for the request.
 */
export function powerFormWatts(values: TPowerChangeForm): (number | undefined)[] {
  return POWER_FORM_FIELDS.map((field) => optionalWatts(values[field]));
}

/** The call's payload of valid watts: P3..P6 only when six are asked for, the phone whole and split (customer-area §7). */
function powerRequest(currentW: readonly number[], watts: readonly (number | undefined)[], phone: string): TPowerChangeRequest {
  const { prefix, number } = splitPhone(phone);
  const request: TPowerChangeRequest = {
    power_p1: watts[0]!,
    power_p2: watts[1]!,
    phone: phone.trim(),
    phone_num: number,
    phone_pre: prefix,
  };
  if (asksSixPeriods(currentW, watts[0], watts[1])) {
    request.power_p3 = watts[2];
    request.power_p4 = watts[3];
    request.power_p5 = watts[4];
    request.power_p6 = watts[5];
  }
  return request;
}

/**
 * The power-change form's schema for one contract, from the typed kW to the request: the fields
 * are read into watts once, the rules run once on them against the contract's current power
 * (watts, P1 first), and a valid form parses into the call's payload. The API runs the same rules
 * in its service (powerChangeProblems).
 */
export function ZPowerChangeFormSchema(currentW: readonly number[]) {
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
    .transform((values, context): TPowerChangeRequest => {
      const watts = powerFormWatts(values);
      for (const problem of powerRuleProblems(currentW, watts)) {
        context.addIssue({ code: 'custom', path: [POWER_FORM_FIELDS[problem.period]!], message: problem.key, input: values });
      }
      if (values.phone.trim().length < PHONE_MIN_LENGTH || !isValidPhone(values.phone)) {
        context.addIssue({ code: 'custom', path: ['phone'], message: 'lead_contact_phone_not_valid', input: values });
      }
      return powerRequest(currentW, watts, values.phone);
    });
}
