import { z } from 'zod';

/**
 * GET contractacio/config (visitor-and-shell §7: "wizard config; fields not shown"): the switches
 * the rules of §5.6 to §5.9 name, as the retailer sets them (settings key contractation.rules,
 * docs/contracting.md). Each default is the spec's reading when the switch is not set.
 */
export const ZContractingConfigSchema = z.object({
  /** §5.6: lead consent required "if configuration requires it". */
  leadsConsentRequired: z.boolean(),
  /** §5.6: the origin supplier list (hidden when empty or on error, §8). */
  originSelection: z.boolean(),
  /** §5.6: for electricity the visitor must authorise the solvency check to continue. */
  morosityVerificationRequired: z.boolean(),
  /** §5.6: the invoice is required with an active contract "and invoiceRequired is not false". */
  invoiceRequired: z.boolean(),
  /** §5.7: companies are not allowed. */
  restrictCompanyVAT: z.boolean(),
  /** §5.7: the ID front is required "unless dniRequired is false". */
  dniRequired: z.boolean(),
  /** §5.7: commsLanguage required "unless disabled". */
  commsLanguageDisabled: z.boolean(),
  /** §5.7: email required "unless emailRequired is false". */
  emailRequired: z.boolean(),
  /** §5.8: self-consumption documents required (default true). */
  selfconsDocumentationRequired: z.boolean(),
  /** §2.3: a company's business contract stops after the person step. */
  haltContractation: z.boolean(),
});
export type TContractingConfig = z.infer<typeof ZContractingConfigSchema>;

export const DEFAULT_CONTRACTING_CONFIG: TContractingConfig = {
  leadsConsentRequired: true,
  originSelection: true,
  morosityVerificationRequired: true,
  invoiceRequired: true,
  restrictCompanyVAT: false,
  dniRequired: true,
  commsLanguageDisabled: false,
  emailRequired: true,
  selfconsDocumentationRequired: true,
  haltContractation: false,
};

/** The retailer's contractation.rules over the defaults: a malformed switch keeps its default. */
export function contractingConfigOf(rules: unknown): TContractingConfig {
  const given = typeof rules === 'object' && rules !== null ? (rules as Record<string, unknown>) : {};
  const config = { ...DEFAULT_CONTRACTING_CONFIG };
  for (const key of Object.keys(config) as (keyof TContractingConfig)[]) {
    if (typeof given[key] === 'boolean') config[key] = given[key];
  }
  return config;
}

/** What the wizard needs besides the rules: the CRM phone of the help message (§2.3) comes from organization.phone_crm. */
export const ZContractingConfigResponseSchema = ZContractingConfigSchema.extend({
  phoneCrm: z.string(),
  /** Prefilled for a signed-in customer (§3.9 "config for prefilled name, surName1, surName2, mobile, vat, email"). */
  prefill: z
    .object({
      vat: z.string(),
      name: z.string(),
      surName1: z.string(),
      surName2: z.string(),
      mobile: z.string(),
      email: z.string(),
    })
    .nullable(),
});
export type TContractingConfigResponse = z.infer<typeof ZContractingConfigResponseSchema>;
