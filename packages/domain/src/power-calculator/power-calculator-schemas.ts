import { z } from 'zod';
import { optional, positiveWholeNumber } from '../comparator/compare-numbers.ts';
import { ZCupsSchema } from '../validators/cups-field.ts';
import { APPLIANCE_KINDS, APPLIANCES, type TApplianceKind, WATER_HEATER_LITRES } from './appliances.ts';
import {
  DEFAULT_SIMULTANEITY_FACTOR,
  ZCalculatorAreaSchema,
  ZCalculatorPeopleSchema,
  ZSimultaneityFactorSchema,
} from './calculator-fields.ts';

/** The most of one appliance a home counts (televisions, fridges…): beyond it the figure is a typo. */
export const APPLIANCE_QUANTITY_MAX = 20;

/** One appliance card: its switch, quantity and option as typed; checked when the switch is on. */
const ZApplianceChoiceSchema = z.object({
  enabled: z.boolean(),
  quantity: optional(positiveWholeNumber('quantity_required')),
  option: optional(positiveWholeNumber('option_required')),
});

/**
 * The calculator's form (§2.5, §5.2): CUPS required and valid, area and people positive whole
 * numbers, the simultaneity factor, and a card per appliance. An appliance that is on needs its
 * option (capacity, m², m³) and no more than APPLIANCE_QUANTITY_MAX; at least one is on.
 */
const ZAppliancesSchema = z
  .object(
    Object.fromEntries(APPLIANCE_KINDS.map((kind) => [kind, ZApplianceChoiceSchema])) as Record<
      TApplianceKind,
      typeof ZApplianceChoiceSchema
    >,
  )
  // On the cards themselves, so their messages show beside those of the other fields.
  .superRefine((appliances, context) => {
    let anyOn = false;
    for (const kind of APPLIANCE_KINDS) {
      const choice = appliances[kind];
      if (!choice.enabled) continue;
      anyOn = true;
      const appliance = APPLIANCES[kind];
      if (appliance.multiples && (choice.quantity ?? 1) > APPLIANCE_QUANTITY_MAX)
        context.addIssue({ code: 'custom', path: [kind, 'quantity'], message: 'field_too_large' });
      if (!appliance.option) continue;
      if (choice.option === undefined) context.addIssue({ code: 'custom', path: [kind, 'option'], message: 'option_required' });
      else if (appliance.option === 'capacity' && !(WATER_HEATER_LITRES as readonly number[]).includes(choice.option))
        context.addIssue({ code: 'custom', path: [kind, 'option'], message: 'field_invalid' });
    }
    if (!anyOn) context.addIssue({ code: 'custom', path: [], message: 'appliance_required' });
  });

export const ZPowerCalculatorFormSchema = z.object({
  cups: ZCupsSchema,
  area: ZCalculatorAreaSchema,
  numPersones: ZCalculatorPeopleSchema,
  cofSimul: ZSimultaneityFactorSchema,
  appliances: ZAppliancesSchema,
});
export type TPowerCalculatorFormInput = z.input<typeof ZPowerCalculatorFormSchema>;
export type TPowerCalculatorForm = z.output<typeof ZPowerCalculatorFormSchema>;

/** What a card holds before anything is typed: off, one of it, the option empty (water heater: 50 L). */
export function emptyCalculatorForm(): TPowerCalculatorFormInput {
  const appliances = Object.fromEntries(
    APPLIANCE_KINDS.map((kind) => [kind, { enabled: false, quantity: '1', option: APPLIANCES[kind].option === 'capacity' ? '50' : '' }]),
  ) as TPowerCalculatorFormInput['appliances'];
  return { cups: '', area: '', numPersones: '', cofSimul: String(DEFAULT_SIMULTANEITY_FACTOR), appliances };
}
