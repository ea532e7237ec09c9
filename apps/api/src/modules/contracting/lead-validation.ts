import {
  confirmationStepSchema,
  contractStepSchema,
  fieldErrorsFromIssues,
  gasContractStepSchema,
  installationStepSchema,
  personStepSchema,
  type TContractingConfig,
  type TContractingType,
  ZPaymentStepSchema,
} from '@portal/domain';
import type { z } from 'zod';
import { LEAD_SECTIONS, type TLeadSection, type TLeadSections } from './lead-steps.ts';

/** What the server knows that the step schemas ask for (the same factories the web runs). */
export interface TValidationContext {
  type: TContractingType;
  /** The retailer's rules: contractingConfigOf(settings.contractation.rules). */
  config: TContractingConfig;
  authenticated: boolean;
  /** Whether the origin supplier list of that kind has entries (§8: an empty list is not asked for). */
  originOffered: (kind: 'electricity' | 'gas') => Promise<boolean>;
  /** settings.fileUploadSizeLimit. */
  fileLimitBytes: number;
}

export interface TValidated {
  /** Each section as its schema read it (normalised: the CUPS, the tax id, the IBAN…). */
  sections: TLeadSections;
  /** Field errors keyed `<section>.<field>`, as every form's errors are (packages/domain/src/api/field-errors.ts). */
  errors: Record<string, string[]>;
}

/**
 * Reads each section of `given` with its step's schema, built with what the lead already holds
 * (`stored`: the person step asks the change of owner when the installation has an active
 * contract) and what the server knows. Sections are read in the wizard's order, so a section sent
 * together with an earlier one is read against that earlier one.
 */
export async function validateSections(given: TLeadSections, stored: TLeadSections, context: TValidationContext): Promise<TValidated> {
  const sections: TLeadSections = {};
  const errors: Record<string, string[]> = {};
  for (const section of LEAD_SECTIONS) {
    const value = given[section];
    if (value === undefined) continue;
    const schema = await schemaOf(section, { ...stored, ...sections }, context);
    const parsed = schema.safeParse(value);
    if (parsed.success) sections[section] = parsed.data as Record<string, unknown>;
    else Object.assign(errors, prefixed(section, fieldErrorsFromIssues(parsed.error.issues, section)));
  }
  return { sections, errors };
}

async function schemaOf(section: TLeadSection, known: TLeadSections, context: TValidationContext): Promise<z.ZodType> {
  const { config, authenticated, fileLimitBytes, type } = context;
  switch (section) {
    case 'installation':
      return installationStepSchema({
        config,
        electricity: type !== 'gas',
        originOffered: await context.originOffered(type === 'gas' ? 'gas' : 'electricity'),
        authenticated,
        fileLimitBytes,
      });
    case 'person':
      return personStepSchema({ config, activeContract: known.installation?.activeContract === true, fileLimitBytes });
    case 'contract':
      return contractStepSchema({ config, fileLimitBytes });
    case 'gasContract':
      return gasContractStepSchema({ config, gasOnly: type === 'gas', originOffered: await context.originOffered('gas'), fileLimitBytes });
    case 'payment':
      return ZPaymentStepSchema;
    case 'confirmation':
      return confirmationStepSchema({ authenticated });
  }
}

/** `field` → `<section>.field`; an error of the whole section stays under the section's name. */
function prefixed(section: TLeadSection, errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field === section ? section : `${section}.${field}`, keys]));
}
