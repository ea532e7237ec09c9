import type { TSettlementPrice } from '@portal/domain';

export interface TSparkline {
  /** The SVG polyline's points, in a box of `width` × `height`. */
  points: string;
  /** Where the alert's price runs across, when it lies within the prices' range. */
  thresholdY: number | undefined;
  min: number;
  max: number;
}

/**
 * A product's recent settlements as a small line (oldest on the left), with the alert's price as a
 * level line: the shape of the market at a glance, not a chart to read figures from (the table
 * states the figures). Pure, so it is tested without a browser.
 */
export function sparkline(prices: readonly TSettlementPrice[], alertPrice: number, width: number, height: number): TSparkline | undefined {
  if (prices.length < 2) return undefined;
  const values = prices.map((p) => p.price);
  const min = Math.min(...values, alertPrice);
  const max = Math.max(...values, alertPrice);
  const span = max - min || 1;
  const pad = 2;
  const y = (value: number) => pad + (height - 2 * pad) * (1 - (value - min) / span);
  const step = (width - 2 * pad) / (prices.length - 1);
  const points = values.map((value, i) => `${(pad + i * step).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  return { points, thresholdY: y(alertPrice), min, max };
}
