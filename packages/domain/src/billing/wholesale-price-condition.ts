import { BillingInputError } from './billing-errors.ts';

/**
 * The wholesale-price condition of the reduced electricity VAT (RDL 12/2021 art. 1, kept by RDL 29/2021,
 * 6/2022, 11/2022, 20/2022 and RDL 8/2023 art. 21 for 2024): the reduced rate applied only when the
 * arithmetic average of the Spanish day-ahead market (OMIE) of the calendar month BEFORE the month of the
 * last day of the billing period exceeded 45 €/MWh.
 */
export const WHOLESALE_PRICE_THRESHOLD_EUR_PER_MWH = 45;

/**
 * Whether each month's OMIE Spanish day-ahead average exceeded 45 €/MWh, May 2021 (the month before the first
 * periods the rule reached) to December 2024 (the last month of the reduced rate). Only what the rule needs
 * is stored, not the averages: the figures found here are the ones the press reported from OMIE data
 * (EFE, Europa Press, Servimedia), which differ by a few cents between reports, so none is presented as the
 * official decimal. Every figure and its source is listed in docs/billing.md ("Sources").
 * - May 2021–Dec 2022: every month far above 45 (May 2021 67.12 per the preamble of RDL 12/2021; 2021
 *   averaged 111.93 and 2022 167.52, the energy-crisis years; December 2022 about 96.95).
 * - 2023: lowest month November, about 63.4; December about 72.2.
 * - 2024: January about 74.1; February about 40.0, March 20.3, April 13.7 and May 30.4 (below: invoices of
 *   periods ending March–June 2024 paid 21 %); June about 56.1, then July–December all above 45.
 */
const ABOVE_THRESHOLD: Readonly<Record<string, boolean>> = {
  ...Object.fromEntries(monthsFrom('2021-05', '2023-12').map((month) => [month, true])),
  '2024-01': true,
  '2024-02': false,
  '2024-03': false,
  '2024-04': false,
  '2024-05': false,
  '2024-06': true,
  '2024-07': true,
  '2024-08': true,
  '2024-09': true,
  '2024-10': true,
  '2024-11': true,
  '2024-12': true,
};

function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let key = first; key <= last; ) {
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    key = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

/** The month (YYYY-MM) before the month of a date (YYYY-MM-DD). */
export function monthBefore(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * Whether a billing period ending on `periodEnd` met the condition. A month outside the table is a data gap
 * (the reduced rate could not have applied to it), so it throws rather than guessing.
 */
export function wholesaleConditionMet(periodEnd: string): boolean {
  const month = monthBefore(periodEnd);
  const above = ABOVE_THRESHOLD[month];
  if (above === undefined) throw new BillingInputError('billing_value_missing_for_date', `wholesale average of ${month}`);
  return above;
}
