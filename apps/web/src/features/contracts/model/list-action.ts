import type { TContractAction } from './contract-action.ts';

export interface TListActionInput {
  action: TContractAction | undefined;
  /** Contracts the unfiltered list holds (n_items), undefined until it loaded. */
  total: number | undefined;
  /** Name of the only contract, when the page holds exactly one. */
  onlyContractName: string | undefined;
  filtered: boolean;
}

/**
 * A home tile sends the customer to the list with an action (visitor-and-shell §2.2). With
 * exactly one contract there is nothing to choose: go straight to it carrying the action.
 * Otherwise the list stays, keeps the action, and hands it to the contract the customer opens.
 */
export function listActionTarget(input: TListActionInput): { kind: 'open'; contractName: string } | { kind: 'stay' } {
  if (input.action && !input.filtered && input.total === 1 && input.onlyContractName) {
    return { kind: 'open', contractName: input.onlyContractName };
  }
  return { kind: 'stay' };
}
