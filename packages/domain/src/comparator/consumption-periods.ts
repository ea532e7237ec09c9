/**
 * Which consumption fields a tariff opens (visitor-and-shell §4.4): P2 and P3 (and P1's own
 * consumption) only for tariffs whose name matches VE, 3.0TD or 2.0TD; P4 to P6 only for VE or
 * 3.0TD. Any other tariff opens P1 alone.
 */
const THREE_PERIODS = /VE|3\.0TD|2\.0TD/i;
const SIX_PERIODS = /VE|3\.0TD/i;

/** How many consumption periods (P1 first) the form opens for the tariff named `tariffName`. */
export function consumptionPeriodsOf(tariffName: string | undefined): 1 | 3 | 6 {
  if (!tariffName) return 1;
  if (SIX_PERIODS.test(tariffName)) return 6;
  if (THREE_PERIODS.test(tariffName)) return 3;
  return 1;
}

/** Whether the form opens consumption period `period` (1..6) for the tariff. */
export function isConsumptionPeriodOpen(tariffName: string | undefined, period: number): boolean {
  return period === 1 || period <= consumptionPeriodsOf(tariffName);
}
