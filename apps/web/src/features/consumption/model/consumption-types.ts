import { CCH_CHART_TYPES, type TCchChartType, type TContract } from '@portal/domain';

/**
 * The charts a contract offers (customer-area §1: monthly, daily, hourly, quarter-hourly).
 * Gas: monthly and daily, one period (its meter is read by the day at best). Electricity on a
 * 2.0TD access tariff (up to 15 kW): no quarter-hourly. Those supply points have type 5 (or 4)
 * meters, which give the distributor hourly load curves only; offering a chart that can only
 * ever say "no data" would be a dead end. 3.0TD and 6.xTD points (type 1 to 3 meters, like the
 * company's demo point) register quarter-hours, and show the choice.
 */
export function consumptionChartTypes(contract: Pick<TContract, 'type' | 'tariff'>): TCchChartType[] {
  if (contract.type === 'gas') return ['monthly', 'daily'];
  const tariff = contract.tariff.name;
  return tariff.includes('2.0') ? CCH_CHART_TYPES.filter((type) => type !== 'quarter-hourly') : [...CCH_CHART_TYPES];
}

/** Today's local calendar day (YYYY-MM-DD) on the customer's clock. */
export function localToday(now: Date = new Date()): string {
  const pad2 = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
}
