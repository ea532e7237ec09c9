import { localeFormat, UNIT_SPACE } from './locale-formats.ts';
import { formatNumber } from './number-style.ts';

// Up to three decimals: a Wh is the finest metered step, a watt the finest power (customer-area §5).
const QUANTITY = { maxDecimals: 3 } as const;
// Power reads as the power form takes it back (customer-area §5, up to 3 decimals): no thousands mark.
const POWER = { maxDecimals: 3, grouping: false } as const;

/** A figure with its unit, up to three decimals: '7.231,002 kWh', '138 kW·dia', '6 m³/h'. */
export function formatQuantity(value: number, unit: string, language: string): string {
  const figure = formatNumber(value, language, QUANTITY);
  return figure && `${figure}${UNIT_SPACE}${unit}`;
}

/** Energy in kWh (customer-area §3 "energy kWh"): '7.231,002 kWh', '7,231.002 kWh'. */
export function formatEnergy(kwh: number, language: string): string {
  return formatQuantity(kwh, 'kWh', language);
}

/** Power in kW without the unit, for texts that place it themselves: '1,15' ('1.15' in English). */
export function formatKw(kw: number, language: string): string {
  return formatNumber(kw, language, POWER);
}

/** Power with its unit (customer-area §3 "power kW"): '1,15 kW'. */
export function formatPower(kw: number, language: string): string {
  const figure = formatKw(kw, language);
  return figure && `${figure}${UNIT_SPACE}kW`;
}

/** A plain decimal without thousands marks (gas pressure, flow): '0,05', '0.05'. */
export function formatDecimal(value: number, language: string, maxDecimals = 3): string {
  return formatNumber(value, language, { maxDecimals, grouping: false });
}

/** A fraction as a percentage with the decimals the law states (tax rates to eight places): 0.0511269632 → '5,11269632 %'. */
export function formatPercent(fraction: number, language: string): string {
  // Scaled on the decimal digits: 0.0511269632 * 100 is 5.1126963199999995 in binary.
  const figure = formatNumber(Number((fraction * 100).toPrecision(15)), language, { maxDecimals: 8 });
  return figure && `${figure}${localeFormat(language).percentSpace}%`;
}

const SIZE_UNITS = ['KB', 'MB', 'GB'] as const;

/** Bytes as people read them (1 KB = 1024 B, one decimal above 1 KB): '512 B', '1,5 MB', '1.5 MB'. */
export function formatFileSize(bytes: number, language: string): string {
  if (!Number.isFinite(bytes)) return '';
  if (bytes < 1024) return `${formatNumber(bytes, language, { maxDecimals: 0 })}${UNIT_SPACE}B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, language, { minDecimals: 1, maxDecimals: 1 })}${UNIT_SPACE}${SIZE_UNITS[unit]}`;
}
