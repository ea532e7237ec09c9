import { z } from 'zod';
import { id, text } from '../api/primitives.ts';
import { POWER_MAX_DECIMALS } from '../contracts/power-units.ts';
import type { TContractingConfig } from './wizard-config.ts';
import { missingFiles, wizardFilesField } from './wizard-files.ts';
import { asksSixPowerPeriods } from './wizard-rules.ts';

/** A power in kW as the wizard sends it (§5.8: 3 decimals, no negatives); 0 is "not asked". */
const kW = z
  .number({ error: 'power_value_invalid' })
  .min(0, 'power_value_invalid')
  .max(100_000, 'power_value_invalid')
  .refine((value) => Math.round(value * 10 ** POWER_MAX_DECIMALS) === value * 10 ** POWER_MAX_DECIMALS, 'power_value_invalid');

export const ZPromotionalCodeSchema = text(64).trim().max(64, 'field_too_long');

export interface TContractContext {
  config: TContractingConfig;
  fileLimitBytes?: number;
}

/** The electricity contract step (§2.3, §3.9, §5.8). */
export function contractStepSchema({ config, fileLimitBytes }: TContractContext) {
  return z
    .object({
      power: kW,
      power2: kW,
      power3: kW.optional(),
      power4: kW.optional(),
      power5: kW.optional(),
      power6: kW.optional(),
      accessTariff: id('required_field'),
      selectedProduct: id('required_field'),
      selectedProductName: text(256).optional(),
      promotionalCode: ZPromotionalCodeSchema.optional(),
      selfcons: z.boolean({ error: 'required_field' }),
      selfconsCode: text(4).optional(),
      selfconsAttachments: wizardFilesField('selfconsAttachments', fileLimitBytes),
    })
    .superRefine((step, context) => {
      const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      // P1 and P2 numbers of at least 1 (§5.8); a negative one is already power_value_invalid.
      if (step.power >= 0 && step.power < 1) problem('power', 'required_field');
      if (step.power2 >= 0 && step.power2 < 1) problem('power2', 'required_field');
      if (asksSixPowerPeriods(step.power, step.power2)) {
        const powers = [step.power, step.power2, step.power3, step.power4, step.power5, step.power6];
        for (let period = 2; period < 6; period++) {
          const value = powers[period];
          if (value === undefined || value <= 0) problem(`power${period + 1}`, 'required_field');
          else if (value < (powers[period - 1] ?? 0)) problem(`power${period + 1}`, 'field_must_be_greater_than_previous_field');
        }
        if ((step.power2 ?? 0) < step.power) problem('power2', 'field_must_be_greater_than_previous_field');
      }
      if (step.selfcons && config.selfconsDocumentationRequired && missingFiles('selfconsAttachments', step.selfconsAttachments)) {
        problem('selfconsAttachments', 'required_field');
      }
    });
}
export type TContractStep = z.infer<ReturnType<typeof contractStepSchema>>;
