/** Largest amount a filter may compare with, in euros: far above any invoice, well inside numeric(12,2). */
export const INVOICE_FILTER_MAX_AMOUNT = 1e9;

// Euros as typed in the filter form: optional minus (cancelling invoices are negative), a comma or a point, cents at most.
const UI_AMOUNT = /^-?\d{1,10}(?:[.,]\d{1,2})?$/;

/** A finite amount within the filter's bounds. */
export function isFilterAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= INVOICE_FILTER_MAX_AMOUNT;
}

/** '12,5' or '12.5' as 12.5; null for anything else (thousands separators included, they are ambiguous). */
export function parseFilterAmount(value: string): number | null {
  const trimmed = value.trim();
  if (!UI_AMOUNT.test(trimmed)) return null;
  const amount = Number(trimmed.replace(',', '.'));
  return isFilterAmount(amount) ? amount : null;
}
