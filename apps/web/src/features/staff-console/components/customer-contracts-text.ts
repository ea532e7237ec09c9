import type { TStaffCustomerContract } from '@portal/domain';

/** A hit's contracts on one line (number and CUPS), enough to tell two namesakes apart; "more" when the list is cut. */
export function customerContractsText(
  hit: { contracts: readonly TStaffCustomerContract[]; more_contracts: boolean },
  more: string,
): string {
  const listed = hit.contracts.map((contract) => [contract.name, contract.cups].filter(Boolean).join(' · '));
  return [...listed, ...(hit.more_contracts ? [more] : [])].join(', ') || '—';
}
