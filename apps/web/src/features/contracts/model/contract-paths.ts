import { buildPath, type TContractKind, type TLanguage } from '@portal/domain';
import { ACTION_PARAM, type TContractAction } from './contract-action.ts';

/** A contract's detail page: electricity under its list, gas on its own route (customer-area §2). */
export function contractDetailPath(kind: TContractKind, name: string, language: TLanguage, action?: TContractAction): string {
  const path =
    kind === 'gas'
      ? buildPath('gasContractDetail', language, { contractName: name })
      : buildPath('contractDetail', language, { contractType: kind, contractName: name });
  return action ? `${path}?${new URLSearchParams({ [ACTION_PARAM]: action })}` : path;
}

export function contractListPath(kind: TContractKind, language: TLanguage): string {
  return buildPath('contracts', language, { contractType: kind });
}
