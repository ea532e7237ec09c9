import { asksSixPeriods, POWER_PERIOD_COUNT } from './power-units.ts';

export type TPowerProblemKey =
  | 'required_field'
  | 'power_value_invalid'
  | 'power_modification_same'
  | 'field_must_be_greater_than_previous_field';

export interface TPowerProblem {
  /** 0 for P1 … 5 for P6. */
  period: number;
  key: TPowerProblemKey;
}

const periods = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

/**
 * The power-change rules of customer-area §5, in whole watts, the unit of the call: the web runs
 * them in the form's schema, the API in the service (where the contract's current power is known).
 * `requested` holds P1..P6, undefined where nothing was entered and NaN where the input was not a number.
 *
 * "Must differ from the current values" is read for the change as a whole: a customer may keep
 * P1 and raise P2 (night charging), only leaving every period as it is is refused. Above 15 kW,
 * or on a contract that already has six periods, P3..P6 are required and above 0, and the
 * periods never decrease from P1 to P6 (the access tariffs 3.0TD and 6.xTD require it).
 */
export function powerRuleProblems(currentW: readonly number[], requested: readonly (number | undefined)[]): TPowerProblem[] {
  const problems: TPowerProblem[] = [];
  const watts: (number | undefined)[] = [];
  for (let period = 0; period < POWER_PERIOD_COUNT; period++) {
    const value = requested[period];
    watts.push(value === undefined || Number.isNaN(value) ? undefined : value);
  }
  const missing = (period: number): TPowerProblemKey => (Number.isNaN(requested[period]) ? 'power_value_invalid' : 'required_field');
  const unchanged = (asked: number[]) => asked.every((period) => currentW[period] !== undefined && watts[period] === currentW[period]);

  // P1 and P2: numbers of at least 1 kW.
  for (const period of [0, 1]) {
    const value = watts[period];
    if (value === undefined) problems.push({ period, key: missing(period) });
    else if (value < 1000) problems.push({ period, key: 'required_field' });
  }
  if (problems.length > 0) return problems;

  const asked = asksSixPeriods(currentW, watts[0], watts[1]) ? periods(0, POWER_PERIOD_COUNT) : [0, 1];
  if (asked.length === POWER_PERIOD_COUNT) {
    for (const period of periods(2, POWER_PERIOD_COUNT)) {
      const value = watts[period];
      if (value === undefined) problems.push({ period, key: missing(period) });
      else if (value <= 0) problems.push({ period, key: 'required_field' });
    }
    for (const period of periods(1, POWER_PERIOD_COUNT)) {
      const value = watts[period];
      const previous = watts[period - 1];
      if (value !== undefined && value > 0 && previous !== undefined && value < previous) {
        problems.push({ period, key: 'field_must_be_greater_than_previous_field' });
      }
    }
    if (problems.length > 0) return problems.sort((a, b) => a.period - b.period);
  }
  if (unchanged(asked)) for (const period of asked) problems.push({ period, key: 'power_modification_same' });
  return problems;
}
