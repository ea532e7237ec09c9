import type { TContractingType } from '@portal/domain';

/**
 * The wizards' query keys. Tariffs, products, origin suppliers, cnaes and CUPS answers are
 * reference data the API caches for 30 minutes (visitor-and-shell §9): the web keeps them as long.
 */
export const CONTRACTING_REFERENCE_STALE_MS = 30 * 60 * 1000;

export const contractingKeys = {
  config: () => ['contracting', 'config'] as const,
  cnaes: (language: string) => ['contracting', 'cnaes', language] as const,
  draft: (type: TContractingType) => ['contracting', 'draft', type] as const,
  priceList: (query: Record<string, unknown>) => ['contracting', 'price-list', query] as const,
  gasPriceList: (query: Record<string, unknown>) => ['contracting', 'gas-price-list', query] as const,
  origins: (language: string) => ['contracting', 'origins', language] as const,
  gasOrigins: () => ['contracting', 'gas-origins'] as const,
  accessTariffs: (power: number | undefined) => ['contracting', 'access-tariffs', power ?? null] as const,
  gasAccessTariffs: () => ['contracting', 'gas-access-tariffs'] as const,
  supplyPoint: (cups: string) => ['contracting', 'supply-point', cups] as const,
  gasSupplyPoint: (cups: string) => ['contracting', 'gas-supply-point', cups] as const,
};
