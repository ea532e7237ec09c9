import type { TLanguage } from '@portal/domain';
import { CONTRACT_CHANGES_CA_ES } from './ca-ES.ts';
import type { ContractChangesTexts } from './contract-changes-texts.ts';
import { CONTRACT_CHANGES_DE_DE } from './de-DE.ts';
import { CONTRACT_CHANGES_EN_US } from './en-US.ts';
import { CONTRACT_CHANGES_ES_ES } from './es-ES.ts';
import { CONTRACT_CHANGES_FR_FR } from './fr-FR.ts';
import { CONTRACT_CHANGES_GL_ES } from './gl-ES.ts';

export type { ContractChangesTexts, TAppliedChange, TSignedChange } from './contract-changes-texts.ts';

/** The contract changes' mail words by language, keyed by every TLanguage: a missing one fails the type check. */
export const CONTRACT_CHANGES_TEXTS: Record<TLanguage, ContractChangesTexts> = {
  'ca-ES': CONTRACT_CHANGES_CA_ES,
  'es-ES': CONTRACT_CHANGES_ES_ES,
  'en-US': CONTRACT_CHANGES_EN_US,
  'gl-ES': CONTRACT_CHANGES_GL_ES,
  'fr-FR': CONTRACT_CHANGES_FR_FR,
  'de-DE': CONTRACT_CHANGES_DE_DE,
};
