import type { TContractState } from './contract-kind.ts';

export type TContractStatusLabel = 'draft' | 'signature_pending' | 'open' | 'closed';

/**
 * The label shown for a contract (customer-area §4): a draft already signed is a draft in process,
 * a draft without a signature date still waits for the signature; any state other than draft or
 * active reads as closed.
 */
export function contractStatusLabel(state: TContractState, signDate: string | null | undefined): TContractStatusLabel {
  if (state === 'esborrany') return signDate ? 'draft' : 'signature_pending';
  if (state === 'activa') return 'open';
  return 'closed';
}

/** Only an active contract accepts changes (customer-area §4). */
export function isContractModifiable(state: TContractState): boolean {
  return state === 'activa';
}

/** Closed and cancelled contracts carry a warning that they cannot be modified; drafts do not. */
export function showsNotModifiableWarning(state: TContractState): boolean {
  return state === 'baixa' || state === 'cancelada';
}
