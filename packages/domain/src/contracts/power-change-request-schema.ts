import { z } from 'zod';
import { fieldErrorsFromIssues } from '../api/field-errors.ts';
import { text } from '../api/primitives.ts';
import { isValidPhone, PHONE_MIN_LENGTH, PHONE_TEXT_MAX_LENGTH } from '../validators/phone.ts';
import { powerRuleProblems } from './power-rules.ts';

export const POWER_REQUEST_FIELDS = ['power_p1', 'power_p2', 'power_p3', 'power_p4', 'power_p5', 'power_p6'] as const;

// Whole watts; 100 MW is far above any supply this portal serves and keeps the numbers sane.
const watts = z
  .number({ error: 'required_field' })
  .int('power_value_invalid')
  .min(0, 'power_value_invalid')
  .max(100_000_000, 'power_value_invalid');

/**
 * POST /contracts/{name}/power/ (customer-area §7): power in watts (kW × 1000), P3..P6 above
 * 15 kW or for a contract of six periods, and the phone whole and as prefix plus the last nine digits. The schema checks each value;
 * the power rules need the contract's current power and run once, in powerChangeProblems.
 */
export const ZPowerChangeRequestSchema = z
  .object({
    power_p1: watts,
    power_p2: watts,
    power_p3: watts.optional(),
    power_p4: watts.optional(),
    power_p5: watts.optional(),
    power_p6: watts.optional(),
    phone: text(PHONE_TEXT_MAX_LENGTH)
      .min(PHONE_MIN_LENGTH, 'lead_contact_phone_not_valid')
      .max(PHONE_TEXT_MAX_LENGTH, 'lead_contact_phone_not_valid'),
    phone_num: z.string().regex(/^\d{1,15}$/, 'lead_contact_phone_not_valid'),
    phone_pre: z.string().regex(/^\+\d{1,4}$/, 'lead_contact_phone_not_valid'),
  })
  .superRefine((payload, context) => {
    if (!isValidPhone(payload.phone)) context.addIssue({ code: 'custom', path: ['phone'], message: 'lead_contact_phone_not_valid' });
  });
export type TPowerChangeRequest = z.infer<typeof ZPowerChangeRequestSchema>;

type TPowerPayload = Pick<TPowerChangeRequest, (typeof POWER_REQUEST_FIELDS)[number]>;

/** P1..P6 of a payload in watts, undefined where absent. */
export function requestedWatts(payload: TPowerPayload): (number | undefined)[] {
  return POWER_REQUEST_FIELDS.map((field) => payload[field]);
}

/**
 * Server side of the power rules: the payload against the contract's current power (watts, P1
 * first). Answers field errors ({ power_p1: ['power_modification_same'] }), empty when valid.
 */
export function powerChangeProblems(currentW: readonly number[], payload: TPowerPayload): Record<string, string[]> {
  const issues = powerRuleProblems(currentW, requestedWatts(payload)).map((problem) => ({
    path: [POWER_REQUEST_FIELDS[problem.period]!],
    code: 'custom',
    message: problem.key,
  }));
  return fieldErrorsFromIssues(issues);
}
