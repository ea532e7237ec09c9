import {
  confirmationStepSchema,
  contractStepSchema,
  gasContractStepSchema,
  installationStepSchema,
  personStepSchema,
  type TCnae,
  type TContractingConfig,
  type TContractingType,
  ZPaymentStepSchema,
} from '@portal/domain';
import type { z } from 'zod';
import { confirmationInput, contractInput, gasContractInput, installationInput, paymentInput, personInput } from './step-input.ts';
import type { TSectionName, TWizardValues } from './wizard-values.ts';

/** What the step schemas need to know besides the step's own fields (the server knows the same). */
export interface TStepContext {
  type: TContractingType;
  config: TContractingConfig;
  authenticated: boolean;
  /** The origin lists had suppliers (§8: hidden when empty or failed, then not asked). */
  originOffered: boolean;
  gasOriginOffered: boolean;
  cnaes: readonly TCnae[] | undefined;
  /** The self-consumption code the registry found for the installation's CUPS. */
  detectedSelfconsCode: string | undefined;
  fileLimitBytes: number;
}

/** The step's schema from the domain, with what it depends on (the same function the API runs). */
export function sectionSchema(section: TSectionName, context: TStepContext, values: TWizardValues): z.ZodType {
  const { config, fileLimitBytes } = context;
  switch (section) {
    case 'installation':
      return installationStepSchema({
        config,
        electricity: context.type !== 'gas',
        originOffered: context.originOffered,
        authenticated: context.authenticated,
        fileLimitBytes,
      });
    case 'person':
      return personStepSchema({ config, activeContract: values.installation.activeContract, fileLimitBytes });
    case 'contract':
      return contractStepSchema({ config, fileLimitBytes });
    case 'gasContract':
      return gasContractStepSchema({ config, gasOnly: context.type === 'gas', originOffered: context.gasOriginOffered, fileLimitBytes });
    case 'payment':
      return ZPaymentStepSchema;
    case 'confirmation':
      return confirmationStepSchema({ authenticated: context.authenticated });
  }
}

/** The promotional code the gas products and the gas section carry: the gas step's own in the gas wizard, the contract step's in the dual one. */
export const gasPromotionalCode = (type: TContractingType, values: TWizardValues) =>
  type === 'gas' ? values.gasContract.appliedCode : values.contract.appliedCode;

/** What the step's schema reads, from what its fields hold (step-input.ts). */
export function sectionInput(section: TSectionName, context: TStepContext, values: TWizardValues): unknown {
  switch (section) {
    case 'installation':
      return installationInput(values.installation, context);
    case 'person':
      return personInput(values.person, {
        activeContract: values.installation.activeContract,
        commsLanguageDisabled: context.config.commsLanguageDisabled,
      });
    case 'contract':
      return contractInput(values.contract, context);
    case 'gasContract':
      return gasContractInput(values.gasContract, { type: context.type, promotionalCode: gasPromotionalCode(context.type, values) });
    case 'payment':
      return paymentInput(values.payment);
    case 'confirmation':
      return confirmationInput(values.confirmation);
  }
}

/** A step's section checked as the server will check it: its data to send, or undefined while it does not pass. */
export function parseSection(section: TSectionName, context: TStepContext, values: TWizardValues): Record<string, unknown> | undefined {
  const parsed = sectionSchema(section, context, values).safeParse(sectionInput(section, context, values));
  return parsed.success ? (parsed.data as Record<string, unknown>) : undefined;
}
