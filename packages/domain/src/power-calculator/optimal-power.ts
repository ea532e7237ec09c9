import { APPLIANCE_KINDS, APPLIANCES, type TApplianceKind, type TWaterHeaterLitres, WATER_HEATER_KW_BY_LITRES } from './appliances.ts';

/** One appliance as the calculator's form leaves it: on or off, how many, its option (litres, m², m³). */
export interface TApplianceChoice {
  enabled: boolean;
  quantity?: number | undefined;
  option?: number | undefined;
}

export interface TOptimalPowerInput {
  /** The simultaneity factor (§9: 0.25, 0.4, 0.6). */
  cofSimul: number;
  appliances: Partial<Record<TApplianceKind, TApplianceChoice>>;
}

/** An appliance of the result, as the power lead carries it (§3.2: name, enabled, totalPower). */
export interface TAppliancePower {
  name: TApplianceKind;
  enabled: boolean;
  totalPower: number;
}

export interface TOptimalPower {
  /** kW, 2 decimals (§3.2, §9). */
  optimalPower: number;
  appliances: TAppliancePower[];
}

/**
 * Hundredths of a kW, rounded half up. The product is first cut to 9 significant digits so that
 * binary fractions (0.0085 × 100 is 0.8500000000000001) round as the decimal figures say.
 */
const hundredths = (value: number) => Math.round(Number(value.toPrecision(9)));

/**
 * One appliance's power (§9): (base + quantity × power × 100 × factor) / 100, in kW rounded to 2
 * decimals. The spec's ×100 … /100 is the computation in hundredths of a kW; the base (in kW) is
 * taken in hundredths too. The quantity is how many (for the kinds that allow multiples, else 1)
 * times the option where the power is per unit of it (m² of heating, m³ of pool); the water
 * heater's power is that of its capacity. A switched-off appliance counts 0.
 */
export function appliancePower(kind: TApplianceKind, choice: TApplianceChoice | undefined, cofSimul: number): number {
  if (!choice?.enabled) return 0;
  const appliance = APPLIANCES[kind];
  const count = appliance.multiples ? (choice.quantity ?? 1) : 1;
  let power = appliance.powerKw;
  let units = count;
  if (appliance.option === 'capacity') power = WATER_HEATER_KW_BY_LITRES[choice.option as TWaterHeaterLitres] ?? 0;
  else if (appliance.option) units = count * (choice.option ?? 0);
  const factor = appliance.simultaneous ? cofSimul : 1;
  return hundredths(appliance.baseKw * 100 + units * power * 100 * factor) / 100;
}

/**
 * The optimal power (§3.2, §9): the sum of the appliances' powers, rounded to 2 decimals, with
 * every appliance of the table in the result (name, enabled, totalPower) as the power lead sends them.
 */
export function optimalPower(form: TOptimalPowerInput): TOptimalPower {
  const appliances = APPLIANCE_KINDS.map((kind) => {
    const choice = form.appliances[kind];
    return { name: kind, enabled: choice?.enabled ?? false, totalPower: appliancePower(kind, choice, form.cofSimul) };
  });
  const total = appliances.reduce((sum, appliance) => sum + hundredths(appliance.totalPower * 100), 0);
  return { optimalPower: total / 100, appliances };
}
