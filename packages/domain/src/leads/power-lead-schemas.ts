import { z } from 'zod';
import { countParam, text } from '../api/primitives.ts';
import { ZCupsSchema } from '../validators/cups-field.ts';
import { leadContactShape, leadGuardShape, leadJsonField } from './lead-schemas.ts';

/** The simultaneity factors (visitor-and-shell §2.5, §9): few 0.25, some 0.4 (default), many 0.6. */
export const SIMULTANEITY_FACTORS = [0.25, 0.4, 0.6] as const;
export const DEFAULT_SIMULTANEITY_FACTOR = 0.4;

/** An appliance of a power lead (§3.2: name, enabled, totalPower in kW). */
export const ZPowerLeadApplianceSchema = z.object({
  name: text(64).trim().min(1, 'required_field'),
  enabled: z.boolean(),
  totalPower: z.number().min(0).max(10_000),
});

/** Area in m² and people: positive whole numbers (§5.2), with required messages. */
const positiveCount = (required: string) => countParam(1_000_000, required).refine((n) => n > 0, required);

/**
 * The power lead (§3.2): optimalPower (sum of the appliances' powers, 2 decimals), appliances,
 * area, numPersones, cofSimul, cups — plus the lead contact and the anti-abuse fields. In the
 * multipart body the appliances travel as a JSON text.
 */
export const ZPowerLeadRequestSchema = z.object({
  ...leadContactShape,
  ...leadGuardShape,
  cups: ZCupsSchema,
  area: positiveCount('area_required'),
  numPersones: positiveCount('people_required'),
  cofSimul: z.coerce
    .number({ error: 'required_field' })
    .refine((value) => (SIMULTANEITY_FACTORS as readonly number[]).includes(value), 'field_invalid'),
  optimalPower: z.coerce.number({ error: 'required_field' }).min(0, 'field_invalid').max(10_000, 'field_invalid'),
  appliances: leadJsonField(z.array(ZPowerLeadApplianceSchema).max(64)),
});
export type TPowerLeadRequest = z.output<typeof ZPowerLeadRequestSchema>;
