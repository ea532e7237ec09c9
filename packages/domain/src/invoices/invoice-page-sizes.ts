/** Page sizes of the invoice lists (customer-area §9); the deployment's configured size is added to them. */
export const INVOICE_PAGE_SIZES = [5, 10, 12, 25, 50, 100, 150] as const;
export const DEFAULT_INVOICE_PAGE_SIZE = 100;
/** Largest page the API serves (GET invoices/ limit). */
export const INVOICE_MAX_PAGE_SIZE = 500;

/** The options of the page-size selector: the standard sizes plus the configured one, sorted and unique. */
export function invoicePageSizes(configured?: number | null): number[] {
  const sizes = new Set<number>(INVOICE_PAGE_SIZES);
  // A broken setting must not offer a page size the API would refuse.
  if (typeof configured === 'number' && Number.isInteger(configured) && configured >= 1 && configured <= INVOICE_MAX_PAGE_SIZE) {
    sizes.add(configured);
  }
  return [...sizes].sort((a, b) => a - b);
}
