/**
 * The CNMC's codes the SIPS supply-point ("PS") files write, and what the registry makes of
 * them (docs/supply-point-registry.md). Only the codes of access tariffs in force since June
 * 2021 (Circular 3/2020 for electricity, Circular 6/2020 for gas) are read: a point still
 * written with a withdrawn tariff (2.0A, 3.1A…) cannot be priced and is refused by the parser.
 */

/** `codigoTarifaATREnVigor`: the CNMC's three-digit code of the electricity access tariff. */
export const ELECTRICITY_TARIFF_CODES: Readonly<Record<string, string>> = {
  '018': '2.0TD',
  '019': '3.0TD',
  '020': '6.1TD',
  '021': '6.2TD',
  '022': '6.3TD',
  '023': '6.4TD',
  '024': '3.0TDVE',
  '025': '6.1TDVE',
};

/**
 * `codigoPeajeEnVigor`: the gas toll. Distributors write the RL tolls as `R1`…`R9`, and some
 * files as `RL1` or `RL.1`; all three spellings are read (RL.1 to RL.11).
 */
export function gasTariffOf(code: string): string | undefined {
  const match = /^RL?\.?(\d{1,2})$/.exec(code.trim().toUpperCase());
  if (!match) return undefined;
  const n = Number(match[1]);
  return n >= 1 && n <= 11 ? `RL.${n}` : undefined;
}

/** How many power periods an electricity access tariff bills: two for 2.0TD, six for the rest. */
export function tariffPowerPeriods(tariff: string): number {
  if (tariff.startsWith('RL.')) return 0;
  return tariff === '2.0TD' ? 2 : 6;
}

/**
 * `codigoAutoconsumo`: '00' is no self-consumption; any other two-character code of the CNMC's
 * table (31–33 without surplus, 41–43 with surplus and compensation, 51–56 with surplus
 * without compensation…) is a self-consumption arrangement. An empty cell reads as '00'.
 */
export const NO_SELF_CONSUMPTION = '00';
export const hasSelfConsumption = (code: string): boolean => code !== NO_SELF_CONSUMPTION;
