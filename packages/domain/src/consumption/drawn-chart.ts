import type { TCchChartPart, TCchChartV2 } from './cch-schemas.ts';

/**
 * A series of a chart as drawn: a plain array, or a typed array where NaN stands for null (a
 * bucket without a reading). The hourly and quarter-hourly charts are drawn into typed arrays: a
 * year of quarter-hours is 35,040 buckets, and a plain array that long is a large object of its
 * own, dear to make on some machines (docs/consumption.md, "What a chart costs").
 */
export type TSeries = readonly (number | null)[] | Float64Array | Uint8Array;

/** An answer whose arrays of numbers may be typed arrays (TSeries): what chartJson writes. */
export type TDrawn<T> = T extends readonly (number | null)[]
  ? TSeries
  : T extends readonly (infer E)[]
    ? readonly TDrawn<E>[]
    : T extends object
      ? { readonly [K in keyof T]: TDrawn<T[K]> }
      : T;

export type TDrawnChartPart = TDrawn<TCchChartPart>;
export type TDrawnChartV2 = TDrawn<TCchChartV2>;

/** A series as plain numbers, null for NaN: what JSON.parse of chartJson's bytes gives. */
function plainSeries(series: TSeries): (number | null)[] {
  if (Array.isArray(series)) return series as (number | null)[];
  const plain = new Array<number | null>(series.length);
  for (let at = 0; at < series.length; at++) {
    const value = series[at]!;
    plain[at] = Number.isNaN(value) ? null : value;
  }
  return plain;
}

/** A drawn answer with plain arrays throughout (version 1 of a chart reads one; tests compare them). */
export function plainOf<T>(drawn: TDrawn<T>): T {
  return plain(drawn) as T;
}

function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (ArrayBuffer.isView(value)) return plainSeries(value as Float64Array);
  if (Array.isArray(value)) return value.map(plain);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = plain((value as Record<string, unknown>)[key]);
  return out;
}
