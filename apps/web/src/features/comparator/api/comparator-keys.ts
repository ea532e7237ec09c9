/**
 * The comparator's query keys. Tariffs, origin suppliers and CUPS answers are reference data the
 * API caches for 30 minutes (visitor-and-shell §9): the web keeps them as long.
 */
export const REFERENCE_STALE_MS = 30 * 60 * 1000;

export const comparatorKeys = {
  all: ['comparator'] as const,
  tariffs: (power: number | undefined) => ['comparator', 'tariffs', power ?? null] as const,
  gasTariffs: () => ['comparator', 'gas-tariffs'] as const,
  comers: (language: string) => ['comparator', 'comers', language] as const,
  gasComers: () => ['comparator', 'gas-comers'] as const,
  cups: (cups: string) => ['comparator', 'cups', cups] as const,
  gasCups: (cups: string) => ['comparator', 'gas-cups', cups] as const,
};
