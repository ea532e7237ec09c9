import { z } from 'zod';
import { text } from '../api/primitives.ts';
import { ZContactEmailSchema, ZContactPhoneSchema } from '../contracts/contact-schemas.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { isValidSpanishTaxId } from '../validators/spanish-tax-id.ts';
import { ZWizardAddressSchema } from './installation-step-schema.ts';
import type { TContractingConfig } from './wizard-config.ts';
import { missingFiles, wizardFilesField } from './wizard-files.ts';

const required = (max: number) => text(max, { error: 'required_field' }).trim().min(1, 'required_field');

/** A Spanish tax id (NIF, NIE or CIF), compact and upper case: 'vat_not_valid' otherwise (§5.7). */
export const ZWizardVatSchema = text(32, { error: 'required_field' })
  .trim()
  .min(1, 'required_field')
  .transform((value) => value.replace(/[\s.-]/g, '').toUpperCase())
  .refine(isValidSpanishTaxId, 'vat_not_valid');

export interface TPersonContext {
  config: TContractingConfig;
  /** The installation step's active-contract flag: then the change-of-owner answer is required (§5.7). */
  activeContract: boolean;
  fileLimitBytes?: number;
}

/** The person step (§2.3, §3.9, §5.7). */
export function personStepSchema({ config, activeContract, fileLimitBytes }: TPersonContext) {
  return z
    .object({
      vat: ZWizardVatSchema,
      name: required(100),
      surName1: text(100).trim().optional(),
      surName2: text(100).trim().optional(),
      mobile: ZContactPhoneSchema,
      email: z.union([ZContactEmailSchema, z.literal('')]).optional(),
      company: z.boolean({ error: 'required_field' }),
      vatRepresentante: z.string().optional(),
      nameRepresentante: text(100).trim().optional(),
      surName1Representante: text(100).trim().optional(),
      surName2Representante: text(100).trim().optional(),
      nifFaceup: wizardFilesField('nifFaceup', fileLimitBytes),
      nifEmpresa: wizardFilesField('nifEmpresa', fileLimitBytes),
      changeOwner: z.boolean().optional(),
      commsLanguage: z.enum(LANGUAGES, { error: 'required_field' }).optional(),
      sameInvoiceAddress: z.boolean({ error: 'required_field' }),
      ownerAddress: ZWizardAddressSchema.optional(),
    })
    .superRefine((step, context) => {
      const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (step.company) {
        if (config.restrictCompanyVAT) problem('company', 'companies_not_allowed');
        const representative = ZWizardVatSchema.safeParse(step.vatRepresentante ?? '');
        if (!representative.success) problem('vatRepresentante', representative.error.issues[0]?.message ?? 'vat_not_valid');
        if (!step.nameRepresentante) problem('nameRepresentante', 'required_field');
        if (!step.surName1Representante) problem('surName1Representante', 'required_field');
        if (missingFiles('nifEmpresa', step.nifEmpresa)) problem('nifEmpresa', 'required_field');
      } else if (!step.surName1) {
        problem('surName1', 'required_field');
      }
      if (config.dniRequired && missingFiles('nifFaceup', step.nifFaceup)) problem('nifFaceup', 'required_field');
      if (activeContract && step.changeOwner === undefined) problem('changeOwner', 'required_field');
      if (!config.commsLanguageDisabled && step.commsLanguage === undefined) problem('commsLanguage', 'required_field');
      if (config.emailRequired && !step.email) problem('email', 'required_field');
      if (!step.sameInvoiceAddress && !step.ownerAddress) problem('ownerAddress', 'required_field');
    });
}
export type TPersonStep = z.infer<ReturnType<typeof personStepSchema>>;
