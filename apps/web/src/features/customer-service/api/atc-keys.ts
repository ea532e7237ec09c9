import type { TLanguage } from '@portal/domain';

/** Query keys of the claims page: the reference data is per language. */
export const atcKeys = {
  types: (language: TLanguage) => ['atc', 'types', language] as const,
  subtypes: (language: TLanguage, tipus: number) => ['atc', 'subtypes', language, tipus] as const,
  contracts: () => ['atc', 'contracts'] as const,
};
