/**
 * The invoicing period of a comparison (visitor-and-shell §5.3: "billing period end must not be
 * before its start"; §5.4: "start date maximum is the end date"). Both days are billed, as on an
 * invoice, so a period from the 1st to the 31st has 31 days. Dates are YYYY-MM-DD (§9).
 */
export const COMPARE_PERIOD_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days billed from start to end inclusive; 0 or less when end is before start. */
export function periodDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

export type TPeriodProblem = 'end_before_start' | 'period_too_long';

/** What is wrong with a period, on the end date's field, or undefined. */
export function periodProblem(start: string, end: string): TPeriodProblem | undefined {
  const days = periodDays(start, end);
  if (days < 1) return 'end_before_start';
  if (days > COMPARE_PERIOD_MAX_DAYS) return 'period_too_long';
  return undefined;
}
