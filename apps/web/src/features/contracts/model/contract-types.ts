import { displayedTypes, type TContractKind, type TDisplaySettings } from '@portal/domain';

const CONTRACT_KINDS: readonly TContractKind[] = ['electricity', 'gas'];

/**
 * The contract lists a deployment shows: the contract types whose display gate is open
 * (shell/gates.ts), in the configured order. Multipoint is a display type of invoices only
 * (customer-area §2).
 */
export function contractListKinds(settings: TDisplaySettings): TContractKind[] {
  return displayedTypes(settings, CONTRACT_KINDS);
}

/**
 * Tabs show only when more than one display type is configured (customer-area §2). Read over
 * the contract lists: with electricity and multipoint there is one list, so a tab bar of one
 * tab would be noise.
 */
export function showsContractTabs(settings: TDisplaySettings): boolean {
  return contractListKinds(settings).length > 1;
}

/** The list a customer lands on when none is named: the first configured, else electricity. */
export function defaultContractKind(settings: TDisplaySettings): TContractKind {
  return contractListKinds(settings)[0] ?? 'electricity';
}
