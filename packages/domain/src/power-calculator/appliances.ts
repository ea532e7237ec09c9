/**
 * The power calculator's appliances (visitor-and-shell §2.5, §9): the sixteen kinds, each with its
 * power in kW per unit, its base, whether several may be counted and which option it asks for.
 * Every figure is the spec's; docs/power-calculator.md explains the choices the spec leaves open.
 */
export const APPLIANCE_KINDS = [
  'electricHeater',
  'heatPump',
  'waterHeater',
  'dishwasher',
  'washingMachine',
  'dryer',
  'oven',
  'hob',
  'airConditioning',
  'microwave',
  'refrigerator',
  'tv',
  'electricVehicle',
  'swimmingPool',
  'fuelOil',
  'stove',
] as const;
export type TApplianceKind = (typeof APPLIANCE_KINDS)[number];

/** The water heater's capacities in litres and their power in kW (§9). */
export const WATER_HEATER_KW_BY_LITRES = { 30: 1.2, 50: 1.6, 80: 2, 100: 2.4 } as const;
export const WATER_HEATER_LITRES = [30, 50, 80, 100] as const;
export type TWaterHeaterLitres = (typeof WATER_HEATER_LITRES)[number];

/**
 * What an appliance's option is: the water heater's capacity (litres), the heating's area (m²,
 * its power is per m²) or the pool's volume (m³, its power is per m³).
 */
export type TApplianceOption = 'capacity' | 'area' | 'volume';

export interface TAppliance {
  kind: TApplianceKind;
  /** kW per unit: per appliance, per m² of heated area, per m³ of pool; the water heater's by capacity. */
  powerKw: number;
  /** kW added once, whatever the quantity (§9: heating's base 0.1). */
  baseKw: number;
  /** Whether a quantity above one is asked (§9: stove, air conditioning, fridge, TV and pool). */
  multiples: boolean;
  option?: TApplianceOption;
  /**
   * Whether the simultaneity factor scales it (§9: "optional simultaneity factor"). Our reading:
   * appliances switched on at moments of the day are; those that run for hours whatever else is
   * on (the fridge, the heating, the pool's pump) are counted whole.
   */
  simultaneous: boolean;
}

const appliance = (kind: TApplianceKind, powerKw: number, rest: Partial<Omit<TAppliance, 'kind' | 'powerKw'>> = {}): TAppliance => ({
  kind,
  powerKw,
  baseKw: 0,
  multiples: false,
  simultaneous: true,
  ...rest,
});

const HEATING = { baseKw: 0.1, option: 'area', simultaneous: false } as const;

/** The appliance table of §9, in the order of §2.5. */
export const APPLIANCES: Readonly<Record<TApplianceKind, TAppliance>> = {
  electricHeater: appliance('electricHeater', 0.01, HEATING),
  heatPump: appliance('heatPump', 0.01, HEATING),
  waterHeater: appliance('waterHeater', 0, { option: 'capacity' }),
  dishwasher: appliance('dishwasher', 1.7),
  washingMachine: appliance('washingMachine', 2),
  dryer: appliance('dryer', 2),
  oven: appliance('oven', 2),
  hob: appliance('hob', 1.5),
  airConditioning: appliance('airConditioning', 1.5, { multiples: true }),
  microwave: appliance('microwave', 1.1),
  refrigerator: appliance('refrigerator', 0.3, { multiples: true, simultaneous: false }),
  tv: appliance('tv', 0.2, { multiples: true }),
  // Charged apart (its own circuit or the hours of least demand): it adds nothing here (§9: 0).
  electricVehicle: appliance('electricVehicle', 0),
  swimmingPool: appliance('swimmingPool', 0.0085, { multiples: true, option: 'volume', simultaneous: false }),
  // Heating with fuel oil uses no electric power worth counting (§9: 0).
  fuelOil: appliance('fuelOil', 0),
  stove: appliance('stove', 1.2, { multiples: true }),
};
