import type { TContractKind } from '@portal/domain';

/** Query keys of the contracts feature: a change invalidates everything under ['contracts']. */
export const contractKeys = {
  all: ['contracts'] as const,
  listInfo: () => ['contracts', 'list-info'] as const,
  list: (query: { type: TContractKind; offset: number; limit: number; filter: string }) => ['contracts', 'list', query] as const,
  detail: (name: string) => ['contracts', 'detail', name] as const,
  bankAccounts: () => ['contracts', 'bank-accounts'] as const,
  addresses: () => ['contracts', 'addresses'] as const,
  /** A contract's choice of one tariff option (double-tariff, happy-hours, happy-day). */
  tariffOption: (name: string, option: string) => ['contracts', 'tariff-options', name, option] as const,
  /** What the contract's product offers of it; a happy day's names depend on the language. */
  availableTariffOptions: (name: string, option: string, language: string) =>
    ['contracts', 'tariff-options', name, option, 'available', language] as const,
  /** Everything of the virtual batteries (customer-area §2, §7): the customer's batteries, each battery's percentages, the types. */
  batteries: () => ['contracts', 'batteries'] as const,
  customerBatteries: () => ['contracts', 'batteries', 'customer'] as const,
  allBatteryPercentages: () => ['contracts', 'batteries', 'percentages'] as const,
  batteryPercentages: (bateriaId: number) => ['contracts', 'batteries', 'percentages', bateriaId] as const,
  /** The discount settings explained: their descriptions are in the request's language. */
  batteryTypes: (language: string) => ['contracts', 'batteries', 'types', language] as const,
  cchChart: (request: { contractName: string; type: string; start: string; end: string; compare: boolean }) =>
    ['contracts', 'cch-chart', request] as const,
};
