import { formatNumber, UNIT_SPACE } from './number-style.ts';

// Up to three decimals: a Wh is the finest metered step, a watt the finest power (customer-area §5).
const QUANTITY = { maxDecimals: 3 } as const;
// Power reads as the power form takes it (customer-area §5: comma decimal, up to 3 decimals): no thousands mark.
const POWER = { maxDecimals: 3, grouping: false } as const;

/** A figure with its unit, up to three decimals: '1.234,5 kWh', '138 kW·dia', '6 m³/h'. */
export function formatQuantity(value: number, unit: string, language: string): string {
  const figure = formatNumber(value, language, QUANTITY);
  return figure && `${figure}${UNIT_SPACE}${unit}`;
}

/** Energy in kWh (customer-area §3 "energy kWh"): '1.234,5 kWh'. */
export function formatEnergy(kwh: number, language: string): string {
  return formatQuantity(kwh, 'kWh', language);
}

/** Power in kW without the unit, for texts that place it themselves: '4,6', '3,465'. */
export function formatKw(kw: number, language: string): string {
  return formatNumber(kw, language, POWER);
}

/** Power with its unit (customer-area §3 "power kW"): '4,6 kW'. */
export function formatPower(kw: number, language: string): string {
  const figure = formatKw(kw, language);
  return figure && `${figure}${UNIT_SPACE}kW`;
}

/** A fraction as a percentage with the decimals the law states (tax rates to eight places): 0.0511269632 → '5,11269632 %'. */
export function formatPercent(fraction: number, language: string): string {
  const figure = formatNumber(fraction * 100, language, { maxDecimals: 8 });
  return figure && `${figure}${UNIT_SPACE}%`;
}
