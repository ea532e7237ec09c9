import { BillingInputError } from './billing-errors.ts';

// Ten decimals hold every price (€/kWh to 6 places) and tax rate (5.11269632 % = 0.0511269632) exactly.
const SCALE = 10;

// Decimal digits of a number as a scaled integer: toFixed rounds the binary value to decimal, so 0.1 is 1e9, not 1000000000.0000000555.
function scaled(value: number): bigint {
  if (!Number.isFinite(value)) throw new BillingInputError('billing_invalid_value', String(value));
  return BigInt(value.toFixed(SCALE).replace('.', ''));
}

// Integer division rounded half away from zero, the commercial rounding of Spanish invoices.
function divideRounded(numerator: bigint, divisor: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return negative ? -rounded : rounded;
}

/**
 * Product of the factors rounded once to whole cents. This is the only place an amount is rounded:
 * every invoice line and every tax is rounded to the cent here, and totals are sums of those cents.
 */
export function multiplyToCents(...factors: number[]): number {
  const product = factors.reduce((acc, factor) => acc * scaled(factor), 1n);
  const decimals = SCALE * factors.length;
  return Number(divideRounded(product * 100n, 10n ** BigInt(decimals)));
}

/** Exact product for displayed quantities (kW × days), to 10 decimals. */
export function multiplyExact(a: number, b: number): number {
  return Number(divideRounded(scaled(a) * scaled(b), 10n ** BigInt(SCALE))) / 10 ** SCALE;
}

export const centsToEuros = (cents: number) => cents / 100;

/**
 * Shares a whole (cents, or thousandths of a kWh) among stretches by days: each share is rounded, the last takes
 * the remainder, so the shares always add back to the whole.
 */
export function prorateByDays(whole: number, segmentDays: readonly number[]): number[] {
  const totalDays = segmentDays.reduce((sum, days) => sum + days, 0);
  let given = 0;
  return segmentDays.map((days, index) => {
    if (index === segmentDays.length - 1) return whole - given;
    const share = Number(divideRounded(BigInt(whole) * BigInt(days), BigInt(totalDays)));
    given += share;
    return share;
  });
}
