import { splitByValidity } from './billing-dates.ts';
import { centsToEuros, multiplyToCents } from './billing-money.ts';
import { kwhByStretch, requireNonNegative, type TCentLine } from './invoice-lines.ts';
import type { TElectricityInvoiceInput } from './invoice-types.ts';

export interface TCompensation {
  lines: TCentLine[];
  /** Cents of the exported energy's value the energy term could not take (what an origin link deposits). */
  leftCents: number;
}

/**
 * Simplified compensation of self-consumption surplus (RD 244/2019 art. 14; docs/billing.md,
 * "Self-consumption compensation"): the exported kWh are shared among the surplus-price stretches
 * by days, as the energy term's kWh are, and each share is valued at kWh × price, rounded to the
 * cent. Stretch by stretch, in date order, a negative self_consumption_compensation line takes
 * that value off the energy term, never more than what is left of it after the tariff-option
 * discounts (`energyCents`): the energy term never goes below zero. The value not compensated is
 * `leftCents`. No exported energy given: no lines and nothing left.
 */
export function compensationLines(input: TElectricityInvoiceInput, energyCents: number): TCompensation {
  if (input.exportedKwh === undefined) return { lines: [], leftCents: 0 };
  requireNonNegative(input.exportedKwh, 'exportedKwh');
  const segments = splitByValidity(input.periodStart, input.periodEnd, input.surplusPrices ?? []);
  const shares = kwhByStretch(
    input.exportedKwh,
    segments.map((segment) => segment.days),
  );
  let room = Math.max(0, energyCents);
  let leftCents = 0;
  const lines = segments.flatMap((segment, index): TCentLine[] => {
    const quantity = shares[index]!;
    if (quantity === 0) return [];
    const valued = multiplyToCents(quantity, segment.value);
    const cents = Math.min(valued, room);
    room -= cents;
    leftCents += valued - cents;
    const line = {
      key: 'self_consumption_compensation' as const,
      quantity,
      unit: 'kWh' as const,
      unitPrice: segment.value === 0 ? 0 : -segment.value,
      amount: centsToEuros(0 - cents),
      from: segment.from,
      to: segment.to,
    };
    return [{ line, cents: 0 - cents }];
  });
  return { lines, leftCents };
}
