import { z } from 'zod';
import { positiveWholeNumber } from '../comparator/compare-numbers.ts';

/** The simultaneity factors (visitor-and-shell §2.5, §9): few 0.25, some 0.4 (default), many 0.6. */
export const SIMULTANEITY_FACTORS = [0.25, 0.4, 0.6] as const;
export const DEFAULT_SIMULTANEITY_FACTOR = 0.4;

/**
 * Area in m² and people (§5.2): positive whole numbers, no negatives or decimals, each with its
 * required message. Shared by the calculator's form and the power lead, so both say the same.
 */
export const ZCalculatorAreaSchema = positiveWholeNumber('area_required');
export const ZCalculatorPeopleSchema = positiveWholeNumber('people_required');

/** The simultaneity factor, a radio's value read as a number: one of SIMULTANEITY_FACTORS. */
export const ZSimultaneityFactorSchema = z.coerce
  .number({ error: 'required_field' })
  .refine((value) => (SIMULTANEITY_FACTORS as readonly number[]).includes(value), 'field_invalid');
