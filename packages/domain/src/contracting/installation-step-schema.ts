import { z } from 'zod';
import { id, text } from '../api/primitives.ts';
import { isValidCups, normaliseCups } from '../validators/cups.ts';
import { isValidPostalCode } from '../validators/postal-code.ts';
import type { TContractingConfig } from './wizard-config.ts';
import { missingFiles, wizardFilesField } from './wizard-files.ts';
import { RESIDENCE_TYPES } from './wizard-rules.ts';

const required = (max: number) => text(max, { error: 'required_field' }).trim().min(1, 'required_field');
const upTo = (max: number) => text(max).trim().optional();

/**
 * A supply point's CUPS as the wizard reads it (§5.6): whitespace stripped, O read as zero, upper
 * case; 20 or 22 characters with valid control letters (and for 22 a digit and one of F, P, R, C,
 * X, Y, Z): 'cups_invalid'.
 */
export const ZWizardCupsSchema = text(64, { error: 'required_field' })
  .trim()
  .min(1, 'required_field')
  .transform(normaliseCups)
  .refine((cups) => (cups.length === 20 || cups.length === 22) && isValidCups(cups), 'cups_invalid');

/** The supply address (§3.9, limits §5.6). */
export const ZWizardAddressSchema = z.object({
  dp: text(16, { error: 'required_field' })
    .trim()
    .min(1, 'required_field')
    .refine((value) => /^\d{5}$/.test(value) && isValidPostalCode(value), 'postal_code_not_valid'),
  ine: required(16),
  state: required(128),
  poblacio: required(256),
  tv: required(16),
  nv: required(256),
  pnp: required(9),
  bq: upTo(4),
  es: upTo(4),
  pt: upTo(10),
  pu: upTo(4),
  aclarador: upTo(256),
  // 14 or 20 letters and digits (§5.6); empty is none.
  ref_catastral: text(64)
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || /^[A-Z0-9]{14}([A-Z0-9]{6})?$/.test(value), 'ref_catastral_not_valid')
    .optional(),
});
export type TWizardAddress = z.infer<typeof ZWizardAddressSchema>;

export const ZCnaeChoiceSchema = z.object({ id: id('required_field'), name: text(16), descripcio: text(512).optional() });

/** What the installation step needs to know besides its fields. */
export interface TInstallationContext {
  config: TContractingConfig;
  /** The solvency check is authorised on electricity and dual (§5.6: "for electricity"). */
  electricity: boolean;
  /** The origin list had suppliers (§8: hidden when empty or on error, then not required). */
  originOffered: boolean;
  /** A signed-in customer's lead consent comes prefilled true (§6). */
  authenticated: boolean;
  fileLimitBytes?: number;
}

/** The installation step (§2.3, §3.9, §5.6). */
export function installationStepSchema({ config, electricity, originOffered, authenticated, fileLimitBytes }: TInstallationContext) {
  return z
    .object({
      cups: ZWizardCupsSchema,
      address: ZWizardAddressSchema,
      residenceType: z.enum(RESIDENCE_TYPES, { error: 'required_field' }),
      cnae: ZCnaeChoiceSchema.optional(),
      activeContract: z.boolean({ error: 'required_field' }),
      comerOrigin: id('required_field').optional(),
      acceptMorosityVerification: z.boolean().optional(),
      invoice: wizardFilesField('invoice', fileLimitBytes),
      leadsConsent: z.boolean().optional(),
    })
    .superRefine((step, context) => {
      const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (step.residenceType === 'business' && !step.cnae) problem('cnae', 'required_field');
      if (config.originSelection && originOffered && step.comerOrigin === undefined) problem('comerOrigin', 'required_field');
      if (electricity && config.morosityVerificationRequired && step.acceptMorosityVerification !== true) {
        problem('acceptMorosityVerification', 'morosity_verification_required');
      }
      if (config.leadsConsentRequired && !authenticated && step.leadsConsent !== true) problem('leadsConsent', 'consent_required');
      if (step.activeContract && config.invoiceRequired && missingFiles('invoice', step.invoice)) problem('invoice', 'required_field');
    });
}
export type TInstallationStep = z.infer<ReturnType<typeof installationStepSchema>>;
