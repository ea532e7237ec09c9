import type { TContractKind } from '@portal/domain';

const CONTRACT_KINDS: readonly TContractKind[] = ['electricity', 'gas'];

/**
 * The contract lists a deployment shows: its display types that are contract types, in the
 * configured order. Multipoint is a display type of invoices only (customer-area §2).
 */
export function contractListKinds(displayTypes: readonly string[]): TContractKind[] {
  return displayTypes.filter((type): type is TContractKind => (CONTRACT_KINDS as readonly string[]).includes(type));
}

/**
 * Tabs show only when more than one display type is configured (customer-area §2). Read over
 * the contract lists: with electricity and multipoint there is one list, so a tab bar of one
 * tab would be noise.
 */
export function showsContractTabs(displayTypes: readonly string[]): boolean {
  return contractListKinds(displayTypes).length > 1;
}

/** The list a customer lands on when none is named: the first configured, else electricity. */
export function defaultContractKind(displayTypes: readonly string[]): TContractKind {
  return contractListKinds(displayTypes)[0] ?? 'electricity';
}
