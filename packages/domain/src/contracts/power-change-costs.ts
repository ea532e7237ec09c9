/** Regulated rights of a power change, euro before VAT (customer-area §9). */
export const POWER_COST_CONNECTION_EUR = 9.04;
export const POWER_COST_ACCESS_EUR_PER_KW = 19.7;
export const POWER_COST_EXTENSION_EUR_PER_KW = 17.27;

export type TPowerCostLine =
  | { key: 'power_cost_connection'; amount: number }
  | { key: 'power_cost_access' | 'power_cost_extension'; perKw: number; kw: number; amount: number };

export interface TPowerChangeCosts {
  kind: 'increase' | 'decrease' | 'none';
  lines: TPowerCostLine[];
}

// Cents times watts stays in exact integers, so 19.7 × 1.15 rounds half up to 22.66, not down by float error.
const amountFor = (eurPerKw: number, watts: number) => Math.round((Math.round(eurPerKw * 100) * watts) / 1000) / 100;

/**
 * What a change costs (customer-area §5, §9). Any increase carries the three rights (connection,
 * access and extension per kW increased; extension applies only if the power was not held in the
 * last three years, which the text says); a decrease alone carries the connection right.
 * The kW increased is the largest rise of any one period: the supply must be able to deliver its
 * highest period, and a change that raises one period and lowers another is still an increase.
 * Powers in whole watts, as the form reads them (powerFormWatts); the lines show kW.
 */
export function powerChangeCosts(currentW: readonly number[], requestedW: readonly (number | undefined)[]): TPowerChangeCosts {
  let largestRiseW = 0;
  let lowered = false;
  requestedW.forEach((requested, period) => {
    const current = currentW[period];
    if (requested === undefined || Number.isNaN(requested) || current === undefined) return;
    const difference = requested - current;
    if (difference > largestRiseW) largestRiseW = difference;
    if (difference < 0) lowered = true;
  });
  const connection: TPowerCostLine = { key: 'power_cost_connection', amount: POWER_COST_CONNECTION_EUR };
  if (largestRiseW > 0) {
    const kw = largestRiseW / 1000;
    return {
      kind: 'increase',
      lines: [
        connection,
        {
          key: 'power_cost_access',
          perKw: POWER_COST_ACCESS_EUR_PER_KW,
          kw,
          amount: amountFor(POWER_COST_ACCESS_EUR_PER_KW, largestRiseW),
        },
        {
          key: 'power_cost_extension',
          perKw: POWER_COST_EXTENSION_EUR_PER_KW,
          kw,
          amount: amountFor(POWER_COST_EXTENSION_EUR_PER_KW, largestRiseW),
        },
      ],
    };
  }
  if (lowered) return { kind: 'decrease', lines: [connection] };
  return { kind: 'none', lines: [] };
}
