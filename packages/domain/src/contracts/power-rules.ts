import { needsSixPeriods, POWER_PERIOD_COUNT } from './power-units.ts';

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

/**
 * The power-change rules of customer-area §5, in whole watts, the unit of the call: the web runs
 * them in the form's schema, the API in the service (where the contract's current power is known).
 * `requested` holds P1..P6, undefined where nothing was entered and NaN where the input was not a number.
 */
export function powerRuleProblems(currentW: readonly number[], requested: readonly (number | undefined)[]): TPowerProblem[] {
  const problems: TPowerProblem[] = [];
  const watts: (number | undefined)[] = [];
  for (let period = 0; period < POWER_PERIOD_COUNT; period++) {
    const value = requested[period];
    watts.push(value === undefined || Number.isNaN(value) ? undefined : value);
  }
  const sameAsCurrent = (period: number) => currentW[period] !== undefined && watts[period] === currentW[period];
  const missing = (period: number): TPowerProblemKey => (Number.isNaN(requested[period]) ? 'power_value_invalid' : 'required_field');

  // P1 and P2: numbers of at least 1 kW.
  for (const period of [0, 1]) {
    const value = watts[period];
    if (value === undefined) problems.push({ period, key: missing(period) });
    else if (value < 1000) problems.push({ period, key: 'required_field' });
  }
  if (problems.length > 0) return problems;

  if (!needsSixPeriods(watts[0], watts[1])) {
    for (const period of [0, 1]) if (sameAsCurrent(period)) problems.push({ period, key: 'power_modification_same' });
    return problems;
  }

  // Above 15 kW: P3..P6 required, above 0, not the current value, and never below the period before.
  for (let period = 2; period < POWER_PERIOD_COUNT; period++) {
    const value = watts[period];
    if (value === undefined) problems.push({ period, key: missing(period) });
    else if (value <= 0) problems.push({ period, key: 'required_field' });
    else if (sameAsCurrent(period)) problems.push({ period, key: 'power_modification_same' });
    else {
      const previous = watts[period - 1];
      if (previous !== undefined && value < previous) problems.push({ period, key: 'field_must_be_greater_than_previous_field' });
    }
  }
  return problems;
}
