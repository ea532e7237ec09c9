import type { TLanguage } from '@portal/domain';
import { CONTRACTING_CA_ES } from './ca-ES.ts';
import type { ContractingTexts } from './contracting-texts.ts';
import { CONTRACTING_DE_DE } from './de-DE.ts';
import { CONTRACTING_EN_US } from './en-US.ts';
import { CONTRACTING_ES_ES } from './es-ES.ts';
import { CONTRACTING_FR_FR } from './fr-FR.ts';
import { CONTRACTING_GL_ES } from './gl-ES.ts';

export type { ContractingTexts } from './contracting-texts.ts';

/** The words of the contracting wizards by language: one file per language, each typed ContractingTexts, keyed by every TLanguage. */
export const CONTRACTING_TEXTS: Record<TLanguage, ContractingTexts> = {
  'ca-ES': CONTRACTING_CA_ES,
  'es-ES': CONTRACTING_ES_ES,
  'en-US': CONTRACTING_EN_US,
  'gl-ES': CONTRACTING_GL_ES,
  'fr-FR': CONTRACTING_FR_FR,
  'de-DE': CONTRACTING_DE_DE,
};
