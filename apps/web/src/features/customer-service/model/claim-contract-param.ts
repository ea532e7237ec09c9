/** The query parameter the contract card's claim button sets: `/reclamacions?contract=0001001`. */
export const CLAIM_CONTRACT_PARAM = 'contract';

/** The contract named by the address, if any. */
export function claimContractOf(search: string): string | undefined {
  const value = new URLSearchParams(search).get(CLAIM_CONTRACT_PARAM)?.trim();
  return value ? value : undefined;
}
