import { z } from 'zod';
import { idParam, text } from '../api/primitives.ts';
import { ZCupsSchema } from '../validators/cups-field.ts';
import { consumptionKwh, optional, positiveWholeNumber, powerKw } from './compare-numbers.ts';
import { periodDays, periodProblem } from './compare-period.ts';
import { consumptionTooHigh } from './consumption-limit.ts';

/** Dates travel as YYYY-MM-DD (§9); anything else, or a day that does not exist, is date_not_valid (§5.3). */
export const ZCompareDateSchema = z.string({ error: 'required_field' }).trim().min(1, 'required_field').pipe(z.iso.date('date_not_valid'));

const CONSUMPTION_FIELDS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;
const POWER_FIELDS = ['power', 'power2', 'power3', 'power4', 'power5', 'power6'] as const;

/**
 * The electricity comparator's payload (visitor-and-shell §3.3, rules §5.3), the form's values and
 * the call's body alike. power3..power6 go beyond §3.3: a 3.0TD point has six powers, and the form
 * fills them from the supply-point registry; without them the engine prices P3..P6 at power2.
 */
const electricityShape = {
  mode: z.literal('auto').default('auto'),
  cups: ZCupsSchema,
  comerOrigin: idParam('required_field'),
  accessTariff: idParam('required_field'),
  power: powerKw(),
  power2: optional(powerKw()),
  power3: optional(powerKw()),
  power4: optional(powerKw()),
  power5: optional(powerKw()),
  power6: optional(powerKw()),
  p1: consumptionKwh(),
  p2: optional(consumptionKwh()),
  p3: optional(consumptionKwh()),
  p4: optional(consumptionKwh()),
  p5: optional(consumptionKwh()),
  p6: optional(consumptionKwh()),
  startDate: ZCompareDateSchema,
  endDate: ZCompareDateSchema,
  invoiceAmount: positiveWholeNumber(),
  consent: z.boolean().optional(),
};

export const ZElectricityCompareSchema = z.object(electricityShape).superRefine((value, context) => {
  const period = periodProblem(value.startDate, value.endDate);
  if (period) context.addIssue({ code: 'custom', path: ['endDate'], message: period });
  const kwh = CONSUMPTION_FIELDS.reduce((sum, field) => sum + (value[field] ?? 0), 0);
  const maxKw = Math.max(...POWER_FIELDS.map((field) => value[field] ?? 0));
  if (!period && consumptionTooHigh(kwh, maxKw, periodDays(value.startDate, value.endDate))) {
    context.addIssue({ code: 'custom', path: ['p1'], message: 'consumption_too_high' });
  }
});
export type TElectricityCompareInput = z.input<typeof ZElectricityCompareSchema>;
export type TElectricityCompare = z.output<typeof ZElectricityCompareSchema>;

/**
 * The gas comparator's payload (§3.4, rules §5.4): every field required; the start no later than
 * the end. Gas has no contracted power: the consumption limit is the tariff band's (checked by the
 * API, which knows the band).
 */
export const ZGasCompareSchema = z
  .object({
    mode: z.literal('auto').default('auto'),
    cups: ZCupsSchema,
    comerOrigin: idParam('required_field'),
    access_tariff: idParam('required_field'),
    consumption: consumptionKwh().refine((n) => n > 0, 'positive_number_required'),
    startDate: ZCompareDateSchema,
    endDate: ZCompareDateSchema,
    invoiceAmount: positiveWholeNumber(),
  })
  .superRefine((value, context) => {
    const period = periodProblem(value.startDate, value.endDate);
    if (period) context.addIssue({ code: 'custom', path: ['endDate'], message: period });
  });
export type TGasCompareInput = z.input<typeof ZGasCompareSchema>;
export type TGasCompare = z.output<typeof ZGasCompareSchema>;

/** A line of the comparison (§3.5): electricity potencia, energia, lloguer; gas fijo, variable. */
export const ZComparisonLineSchema = z.object({
  name: z.string(),
  price_unit: z.number(),
  quantity: z.number(),
  multi: z.number(),
  /** The line's amount in euros (beyond §3.5: the breakdown shows it without recomputing). */
  amount: z.number(),
  /** The tariff period (P1…) when the line is one period's. */
  period: z.string().optional(),
});
/** A tax of the comparison (§3.5); one whose name contains 'Impuesto especial' is the special electricity tax. */
export const ZComparisonTaxSchema = z.object({ name: z.string(), amount: z.number() });

/** The year's figures: the saving extrapolated from the visitor's period with a seasonal profile (docs/comparator.md). */
export const ZYearlySavingSchema = z.object({
  ours: z.number(),
  theirs: z.number(),
  saving: z.number(),
  /** 'official-profile' when the profile is the published one, 'estimate' otherwise: the page says so. */
  basis: z.enum(['official-profile', 'estimate']),
  source: z.string(),
});

/**
 * The comparison result (§3.5): header and content (HTML the page shows as they come, built by the
 * API from its own words and the figures, every figure escaped), total_amount (our price of the
 * visitor's period), operations with lines and taxes. Beyond §3.5: what was paid, the saving, the
 * year's estimate, the product priced and the period.
 */
export const ZComparisonResultSchema = z.object({
  header: z.string(),
  content: z.string(),
  total_amount: z.number(),
  operations: z.object({ lines: z.array(ZComparisonLineSchema), taxes: z.array(ZComparisonTaxSchema) }),
  paid: z.number(),
  saving: z.number(),
  yearly: ZYearlySavingSchema,
  product: z.object({ name: z.string(), commercial_name: z.string() }),
  period: z.object({ start: z.iso.date(), end: z.iso.date(), days: z.number().int() }),
});
export type TComparisonResult = z.infer<typeof ZComparisonResultSchema>;

/** An access tariff as the lists answer it (§3.6: id, name). */
export const ZAccessTariffSchema = z.object({ id: z.number().int(), name: z.string() });
export type TAccessTariff = z.infer<typeof ZAccessTariffSchema>;
export const ZAccessTariffsResponseSchema = z.array(ZAccessTariffSchema);

/**
 * GET tariff's query (§7: power, old). power in kW; old ('1') also asks for the tariffs before
 * 1 June 2021, which the portal does not price (docs/comparator.md): it answers the same list.
 */
export const ZTariffQuerySchema = z.object({
  power: optional(powerKw()),
  old: z.enum(['0', '1'], { error: 'field_invalid' }).optional(),
});

/** An origin supplier (§3.6: comer id, name). */
export const ZComerSchema = z.object({ id: z.number().int(), name: z.string() });
export type TComer = z.infer<typeof ZComerSchema>;
export const ZComersResponseSchema = z.array(ZComerSchema);
/** GET leads/comers?lang= (§7): the names do not depend on the language; lang is accepted and checked. */
export const ZComersQuerySchema = z.object({ lang: text(16).optional() });
