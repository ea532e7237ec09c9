import { z } from 'zod';
import { text } from '../api/primitives.ts';
import { ZCalculatorAreaSchema, ZCalculatorPeopleSchema, ZSimultaneityFactorSchema } from '../power-calculator/calculator-fields.ts';
import { ZCupsSchema } from '../validators/cups-field.ts';
import { leadContactShape, leadGuardShape, leadJsonField } from './lead-schemas.ts';

export { DEFAULT_SIMULTANEITY_FACTOR, SIMULTANEITY_FACTORS } from '../power-calculator/calculator-fields.ts';

/** An appliance of a power lead (§3.2: name, enabled, totalPower in kW). */
export const ZPowerLeadApplianceSchema = z.object({
  name: text(64).trim().min(1, 'required_field'),
  enabled: z.boolean(),
  totalPower: z.number().min(0).max(10_000),
});

/**
 * The power lead (§3.2): optimalPower (sum of the appliances' powers, 2 decimals), appliances,
 * area, numPersones, cofSimul, cups — plus the lead contact and the anti-abuse fields. In the
 * multipart body the appliances travel as a JSON text.
 */
export const ZPowerLeadRequestSchema = z.object({
  ...leadContactShape,
  ...leadGuardShape,
  cups: ZCupsSchema,
  // The calculator form's own fields (power-calculator/calculator-fields.ts): the same rules and words on both sides.
  area: ZCalculatorAreaSchema,
  numPersones: ZCalculatorPeopleSchema,
  cofSimul: ZSimultaneityFactorSchema,
  optimalPower: z.coerce.number({ error: 'required_field' }).min(0, 'field_invalid').max(10_000, 'field_invalid'),
  appliances: leadJsonField(z.array(ZPowerLeadApplianceSchema).max(64)),
});
export type TPowerLeadRequest = z.output<typeof ZPowerLeadRequestSchema>;
