import { z } from 'zod';
import { ZContractNameParamsSchema } from '../contracts/contract-route-schemas.ts';
import { CCH_CHART_TYPES, CCH_DOWNLOAD_TYPES, isCchDay } from './cch-range.ts';

/**
 * The shapes of the consumption calls (customer-area §3 "Consumption record: date, period,
 * activa, exportada, reactiva; version 2 returns magnitudes.elements and a curve", §7). Both
 * versions are sent compactly: the first bucket, a step and one array per
 * series, never one object per hour, so a year of hourly values is one small answer. Energy is
 * in whole Wh (varh for reactive): exact, and the web shows kWh.
 */

const day = z.string().refine(isCchDay, 'cch_invalid_date');

/** :contractName and :type of the chart call. */
export const ZCchChartParamsSchema = ZContractNameParamsSchema.extend({ type: z.enum(CCH_CHART_TYPES) });
/** :contractName and :type of the download call: hourly and quarter-hourly only (§7). */
export const ZCchDownloadParamsSchema = ZContractNameParamsSchema.extend({ type: z.enum(CCH_DOWNLOAD_TYPES) });

/** ?start=&end= (§7), local days, both included; cch_invalid_date when either is not a day or start > end. */
export const ZCchRangeQuerySchema = z.object({ start: day, end: day });

/** The v2 extras: the same period a year earlier beside this one. */
export const ZCchChartQuerySchema = ZCchRangeQuerySchema.extend({
  compare: z.enum(['previous_year']).optional().describe('previous_year: add the same range a year earlier'),
});

export const CCH_DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export const ZCchDownloadQuerySchema = ZCchRangeQuerySchema.extend({
  format: z.enum(CCH_DOWNLOAD_FORMATS).optional().describe('csv (the default) or xlsx'),
  lang: z.string().max(35).optional().describe("the file's language; else Accept-Language"),
});

const reading = z.number().int().nullable();
export const ZCchStepSchema = z.enum(['P1M', 'P1D', 'PT1H', 'PT15M']);
export const ZCchMagnitudeSchema = z.enum(['active', 'exported', 'reactive']);

/**
 * The buckets of a chart: bucket i is at start + i × step ('YYYY-MM', 'YYYY-MM-DD' or a local
 * midnight with its offset, 'YYYY-MM-DDT00:00+01:00', for hours and quarter-hours, which step
 * in absolute time across the clock changes).
 */
export const ZCchCurveSchema = z.object({
  type: z.enum(CCH_CHART_TYPES),
  start: z.string(),
  step: ZCchStepSchema,
  count: z.number().int().nonnegative(),
  /** How many energy periods the access tariff has (3 or 6; 1 for gas). */
  periods: z.number().int().positive(),
  /** Hourly and quarter-hourly: the tariff period (1 = P1) of each bucket. */
  periodOf: z.array(z.number().int()).optional(),
  /** Buckets holding at least one reading the distributor estimated (drawn differently). */
  estimated: z.array(z.number().int().nonnegative()),
  /** The last day with a reading of this supply point (null: none yet); about three days ago (§9). */
  lastReading: z.string().nullable(),
});

export const ZCchMagnitudeElementSchema = z.object({
  magnitude: ZCchMagnitudeSchema,
  /** Wh (varh) per bucket, null where there is no reading. */
  values: z.array(reading),
  /** Monthly and daily: byPeriod[p][i], period p + 1 of bucket i. */
  byPeriod: z.array(z.array(reading)).optional(),
});

/**
 * The estimated cost of the active energy: the energy term by period on the
 * contract's dated prices and the tariff option in force each day, in euro cents, before taxes
 * and without fixed terms. Null where there is no reading or no price.
 */
export const ZCchCostSchema = z.object({
  values: z.array(reading),
  byPeriod: z.array(z.array(reading)).optional(),
});

const ZCchChartPartSchema = z.object({
  curve: ZCchCurveSchema,
  magnitudes: z.object({ unit: z.literal('Wh'), elements: z.array(ZCchMagnitudeElementSchema) }),
  cost: ZCchCostSchema.nullable(),
});

/** Version 2 (§3): magnitudes.elements and a curve; previousYear when ?compare=previous_year. */
export const ZCchChartV2Schema = ZCchChartPartSchema.extend({ previousYear: ZCchChartPartSchema.optional() });
export type TCchChartV2 = z.output<typeof ZCchChartV2Schema>;
export type TCchChartPart = z.output<typeof ZCchChartPartSchema>;

/**
 * Version 1 (§3): consumption records (date, period, activa, exportada, reactiva) as columns:
 * record r is bucket bucket[r] (its date start + bucket[r] × step) and tariff period period[r];
 * months and days give one record per period with energy, hours one per hour.
 */
export const ZCchChartV1Schema = z.object({
  start: z.string(),
  step: ZCchStepSchema,
  records: z.object({
    bucket: z.array(z.number().int().nonnegative()),
    period: z.array(z.number().int()),
    activa: z.array(reading),
    exportada: z.array(reading),
    reactiva: z.array(reading),
  }),
});
export type TCchChartV1 = z.output<typeof ZCchChartV1Schema>;
