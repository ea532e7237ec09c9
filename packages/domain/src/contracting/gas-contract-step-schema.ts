import { z } from 'zod';
import { id, text } from '../api/primitives.ts';
import { isValidCups, normaliseCups } from '../validators/cups.ts';
import { ZPromotionalCodeSchema } from './contract-step-schema.ts';
import type { TContractingConfig } from './wizard-config.ts';
import { missingFiles, wizardFilesField } from './wizard-files.ts';

export interface TGasContractContext {
  config: TContractingConfig;
  /** The gas wizard always includes gas; the dual one asks (§2.3 "include gas"). */
  gasOnly: boolean;
  originOffered: boolean;
  fileLimitBytes?: number;
}

/** The gas contract step (§2.3, §3.9): what is asked only when gas is included. */
export function gasContractStepSchema({ config, gasOnly, originOffered, fileLimitBytes }: TGasContractContext) {
  return z
    .object({
      includeGas: z.boolean({ error: 'required_field' }),
      cups: text(64).optional(),
      activeContract: z.boolean().optional(),
      changeOwner: z.boolean().optional(),
      comerOrigin: id('required_field').optional(),
      accessTariff: id('required_field').optional(),
      selectedProduct: id('required_field').optional(),
      selectedProductName: text(256).optional(),
      promotionalCode: ZPromotionalCodeSchema.optional(),
      invoice: wizardFilesField('invoice', fileLimitBytes),
    })
    .transform((step) => (step.cups ? { ...step, cups: normaliseCups(step.cups) } : step))
    .superRefine((step, context) => {
      const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (gasOnly && !step.includeGas) problem('includeGas', 'required_field');
      if (!step.includeGas) return;
      if (!step.cups) problem('cups', 'required_field');
      else if (!((step.cups.length === 20 || step.cups.length === 22) && isValidCups(step.cups))) problem('cups', 'cups_invalid');
      if (step.activeContract === undefined) problem('activeContract', 'required_field');
      if (step.activeContract && step.changeOwner === undefined) problem('changeOwner', 'required_field');
      if (config.originSelection && originOffered && step.comerOrigin === undefined) problem('comerOrigin', 'required_field');
      if (step.accessTariff === undefined) problem('accessTariff', 'required_field');
      if (step.selectedProduct === undefined) problem('selectedProduct', 'required_field');
      if (step.activeContract && config.invoiceRequired && missingFiles('invoice', step.invoice)) problem('invoice', 'required_field');
    });
}
export type TGasContractStep = z.infer<ReturnType<typeof gasContractStepSchema>>;
