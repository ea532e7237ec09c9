import { CONTRACT_PAGE_SIZES } from '@portal/domain';

/** Page sizes of the contract list: 5, 10, 25, 50, 100 plus the configured one, ascending (customer-area §9). */
export function contractPageSizes(configured: number): number[] {
  const sizes = new Set<number>(CONTRACT_PAGE_SIZES);
  if (Number.isInteger(configured) && configured > 0) sizes.add(configured);
  return [...sizes].sort((a, b) => a - b);
}
