/**
 * The standard powers a distributor contracts on a single-phase 230 V supply (the calibres of the
 * power-control switch, ICP, from 5 A to 63 A: ITC-BT-10 of the Reglamento Electrotécnico para
 * Baja Tensión, RD 842/2002, and the distributors' published table of normalised powers;
 * docs/power-calculator.md). kW = 230 V × A, rounded as the table prints them; the last step is
 * 63 A.
 */
export const NORMALISED_POWERS_KW: readonly number[] = [1.15, 1.725, 2.3, 3.45, 4.6, 5.75, 6.9, 8.05, 9.2, 10.35, 11.5, 14.49];

/**
 * The power to contract for an optimal power found by the calculator: the first normalised step
 * not below it (a point cannot contract a power between two steps). Above the table's last step a
 * single-phase supply cannot deliver it: undefined (a three-phase point's powers are asked to the
 * distributor).
 */
export function recommendedPowerKw(optimalKw: number): number | undefined {
  if (!Number.isFinite(optimalKw) || optimalKw <= 0) return undefined;
  // Thousandths, so 3.45 typed and 3.45 in the table compare equal.
  const wanted = Math.round(optimalKw * 1000);
  return NORMALISED_POWERS_KW.find((step) => Math.round(step * 1000) >= wanted);
}

/** How a power compares with the contracted one: 'higher' when it is more than contracted. */
export function comparePowers(powerKw: number, contractedKw: number): 'higher' | 'lower' | 'same' {
  const a = Math.round(powerKw * 1000);
  const b = Math.round(contractedKw * 1000);
  return a === b ? 'same' : a > b ? 'higher' : 'lower';
}
