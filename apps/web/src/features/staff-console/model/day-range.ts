import { isIsoDate } from '@portal/domain';

/**
 * A list filter's days as typed: only real days go to the API (a half-typed one waits), and a
 * range that ends before it starts is not asked for (the API would answer date_range_invalid):
 * the field says so instead.
 */
export function dayRange(from: string, to: string): { from?: string; to?: string; invalid: boolean } {
  const start = isIsoDate(from) ? from : undefined;
  const end = isIsoDate(to) ? to : undefined;
  if (start && end && end < start) return { invalid: true };
  return { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}), invalid: false };
}
