import type { TCchChartPart, TCchChartV1 } from './cch-schemas.ts';

/**
 * Version 1 of a chart (customer-area §3: consumption records date, period, activa, exportada,
 * reactiva) from the version 2 one, so both come from the same query: months and days give one
 * record per tariff period with readings, hours and quarter-hours one per bucket with its period.
 * Columns, not objects: record r is bucket[r] and period[r].
 */
export function chartV1(part: TCchChartPart): TCchChartV1 {
  const of = (magnitude: string) => part.magnitudes.elements.find((element) => element.magnitude === magnitude);
  const active = of('active');
  const exported = of('exported');
  const reactive = of('reactive');
  const records: TCchChartV1['records'] = { bucket: [], period: [], activa: [], exportada: [], reactiva: [] };
  const push = (bucket: number, period: number, pick: (element: NonNullable<ReturnType<typeof of>>) => number | null) => {
    records.bucket.push(bucket);
    records.period.push(period);
    records.activa.push(active ? pick(active) : null);
    records.exportada.push(exported ? pick(exported) : null);
    records.reactiva.push(reactive ? pick(reactive) : null);
  };
  const { curve } = part;
  for (let bucket = 0; bucket < curve.count; bucket++) {
    if (curve.periodOf) {
      if (active?.values[bucket] === null && (exported?.values[bucket] ?? null) === null) continue;
      push(bucket, curve.periodOf[bucket]!, (element) => element.values[bucket] ?? null);
      continue;
    }
    for (let period = 0; period < curve.periods; period++) {
      if ((active?.byPeriod?.[period]?.[bucket] ?? null) === null) continue;
      push(bucket, period + 1, (element) => element.byPeriod?.[period]?.[bucket] ?? null);
    }
  }
  return { start: curve.start, step: curve.step, records };
}
