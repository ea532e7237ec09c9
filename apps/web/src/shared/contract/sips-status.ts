import type { TContract } from '@portal/domain';

/**
 * Where a contract's SIPS cession opt-out stands (customer-area §3, §4), as the customer reads it:
 * data shared (the opt-out can be asked for), the request waiting for their signature, the request
 * being processed, or the opt-out active.
 */
export type TSipsStatus = 'shared' | 'waiting_for_signature' | 'requested' | 'active';

export function sipsStatus(contract: Pick<TContract, 'no_cession_sips' | 'waitingForSignature'>): TSipsStatus {
  const { state, waiting_for_signature } = contract.no_cession_sips;
  if (state === 'active') return 'active';
  if (waiting_for_signature || contract.waitingForSignature.includes('no_cession_sips')) return 'waiting_for_signature';
  if (state === 'requested') return 'requested';
  return 'shared';
}
