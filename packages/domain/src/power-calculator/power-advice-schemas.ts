import { z } from 'zod';
import { powerKw } from '../comparator/compare-numbers.ts';
import { ZCupsSchema } from '../validators/cups-field.ts';

/** GET leads/potencia/advice's query: the CUPS typed in the calculator and the optimal power it found. */
export const ZPowerAdviceQuerySchema = z.object({ cups: ZCupsSchema, optimal_power: powerKw() });

/**
 * Beyond visitor-and-shell §2.5: when the supply-point registry knows the CUPS, how the optimal
 * power compares with the point's contracted power and what the change would save (or cost) per
 * year at our current power prices (docs/power-calculator.md). `known` false: nothing else is said.
 */
export const ZPowerAdviceResponseSchema = z.object({
  known: z.boolean(),
  access_tariff: z.string().nullable(),
  /** kW per power period, P1 first; empty when unknown. */
  contracted_power_kw: z.array(z.number()),
  optimal_power_kw: z.number(),
  /** The standard power a distributor would set for the optimal one (the next normalised step). */
  recommended_power_kw: z.number().nullable(),
  comparison: z.enum(['higher', 'lower', 'same']).nullable(),
  /** € per year saved by moving to the recommended power (negative: it costs more); taxes included. */
  yearly_saving: z.number().nullable(),
  /** The commercial name of the product whose power prices were used. */
  product: z.string().nullable(),
});
export type TPowerAdvice = z.infer<typeof ZPowerAdviceResponseSchema>;
