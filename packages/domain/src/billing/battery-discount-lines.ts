import { BillingInputError } from './billing-errors.ts';
import { centsToEuros } from './billing-money.ts';
import type { TCentLine } from './invoice-lines.ts';
import type { TElectricityInvoiceInput } from './invoice-types.ts';

export interface TBatteryDiscount {
  lines: TCentLine[];
  /** Cents drawn from the battery (positive). */
  usedCents: number;
}

/**
 * The virtual battery's discount on an invoice (docs/billing.md, "Virtual batteries"): what the
 * contract may draw (`batteryDiscountAvailable`, euros), never more than what is left of the power
 * and energy terms after the tariff-option discounts and the self-consumption compensation
 * (`roomCents`), so neither term goes below zero; what is not used stays in the battery. One
 * negative virtual_battery_discount line (unit EUR) when something is drawn. It is taken off the
 * amount payable after VAT, outside the tax bases (DGT V1146-24).
 */
export function batteryDiscountLines(input: TElectricityInvoiceInput, roomCents: number): TBatteryDiscount {
  const available = input.batteryDiscountAvailable;
  if (available === undefined) return { lines: [], usedCents: 0 };
  if (!Number.isFinite(available) || available < 0) {
    throw new BillingInputError('billing_invalid_value', `batteryDiscountAvailable=${available}`);
  }
  const usedCents = Math.min(Math.round(available * 100), Math.max(0, roomCents));
  if (usedCents === 0) return { lines: [], usedCents };
  const line = {
    key: 'virtual_battery_discount' as const,
    quantity: centsToEuros(usedCents),
    unit: 'EUR' as const,
    unitPrice: -1,
    amount: centsToEuros(0 - usedCents),
    from: input.periodStart,
    to: input.periodEnd,
  };
  return { lines: [{ line, cents: 0 - usedCents }], usedCents };
}
