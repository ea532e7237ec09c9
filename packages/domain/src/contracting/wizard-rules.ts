import { POWER_LIMIT_TWO_PERIODS_KW } from '../contracts/power-units.ts';

/**
 * The installation and contract steps' rules that change other fields (visitor-and-shell §4.3, §9).
 */

/** Self-consumption codes (§9): '00' none, '41' the default when the visitor turns it on. */
export const SELF_CONSUMPTION_NONE = '00';
export const SELF_CONSUMPTION_DEFAULT = '41';

/** §4.3: the code is '00' when off, otherwise the code the registry detected, or '41'. */
export function selfConsumptionCode(on: boolean, detected?: string | null): string {
  if (!on) return SELF_CONSUMPTION_NONE;
  return detected && detected !== SELF_CONSUMPTION_NONE ? detected : SELF_CONSUMPTION_DEFAULT;
}

export const RESIDENCE_TYPES = ['habitual', 'second', 'business'] as const;
export type TResidenceType = (typeof RESIDENCE_TYPES)[number];

/** The cnae of home activities (§9): id 986, code 9820 ("activities of households as producers for own use"). */
export const HOME_CNAE = { id: 986, name: '9820' } as const;

/** §4.3: a habitual or second residence forces the home cnae; a business keeps the one chosen. */
export function cnaeForResidence<T extends { id: number; name: string }>(
  residence: TResidenceType,
  chosen: T | undefined,
): T | typeof HOME_CNAE | undefined {
  return residence === 'business' ? chosen : HOME_CNAE;
}

/** Above 15 kW (§4.3, §9) the six periods are asked for: the power change's limit. */
export const SIX_PERIODS_ABOVE_KW = POWER_LIMIT_TWO_PERIODS_KW;

export function asksSixPowerPeriods(power1Kw: number | undefined, power2Kw: number | undefined): boolean {
  return (power1Kw ?? 0) > SIX_PERIODS_ABOVE_KW || (power2Kw ?? 0) > SIX_PERIODS_ABOVE_KW;
}

/** §4.3: with P1 and P2 at most 15 kW, P3 to P6 are set to 0. */
export function contractPowers(powersKw: readonly (number | undefined)[]): number[] {
  const [p1 = 0, p2 = 0] = powersKw;
  if (!asksSixPowerPeriods(p1, p2)) return [p1, p2, 0, 0, 0, 0];
  return Array.from({ length: 6 }, (_, index) => powersKw[index] ?? 0);
}
