import { z } from 'zod';
import { text } from '../api/primitives.ts';

/**
 * Tariff options (customer-area §1 "choose a double-tariff period, happy hours or a happy day
 * where the tariff allows", §2 dialogs, §3 fields, §7 calls). What each does to the price is in
 * tariff-option-discount.ts; which a product offers and when a change applies, in
 * tariff-option-rules.ts; the rule with a worked example in docs/billing.md.
 */
export const TARIFF_OPTION_KINDS = ['double_tariff', 'happy_hours', 'happy_day'] as const;
export const ZTariffOptionKindSchema = z.enum(TARIFF_OPTION_KINDS);
export type TTariffOptionKind = z.infer<typeof ZTariffOptionKindSchema>;

/** The longest double-tariff span, in calendar months, both ends counted. */
export const DOUBLE_TARIFF_MAX_MONTHS = 12;
/** Years a double-tariff span may name: far enough for any contract, bounded so no input reaches a column unchecked. */
const YEAR_MIN = 2000;
const YEAR_MAX = 2100;

const month = z.number({ error: 'required_field' }).int('field_invalid').min(1, 'field_invalid').max(12, 'field_invalid');
const year = z.number({ error: 'required_field' }).int('field_invalid').min(YEAR_MIN, 'field_invalid').max(YEAR_MAX, 'field_invalid');

/** Months since year 0: `startYear * 12 + startMonth - 1`, so two spans compare as numbers. */
export const monthIndex = (yearValue: number, monthValue: number) => yearValue * 12 + monthValue - 1;

/**
 * Double tariff (§3): the calendar months from startMonth/startYear to endMonth/endYear, both
 * included, at most 12, in which the product's reduced energy price applies.
 */
export const ZDoubleTariffSchema = z
  .object({ startMonth: month, startYear: year, endMonth: month, endYear: year })
  .superRefine((span, ctx) => {
    const months = monthIndex(span.endYear, span.endMonth) - monthIndex(span.startYear, span.startMonth) + 1;
    if (months < 1) ctx.addIssue({ code: 'custom', path: ['endMonth'], message: 'double_tariff_end_before_start' });
    else if (months > DOUBLE_TARIFF_MAX_MONTHS) ctx.addIssue({ code: 'custom', path: ['endMonth'], message: 'double_tariff_too_long' });
  });
export type TDoubleTariff = z.infer<typeof ZDoubleTariffSchema>;

/**
 * Happy hours (§3): local (Europe/Madrid) clock hours startHour ≤ h < endHour of every day,
 * endHour exclusive (13–16 is 13:00 to 16:00), within one day.
 */
export const ZHappyHoursSchema = z
  .object({
    startHour: z.number({ error: 'required_field' }).int('field_invalid').min(0, 'field_invalid').max(23, 'field_invalid'),
    endHour: z.number({ error: 'required_field' }).int('field_invalid').min(1, 'field_invalid').max(24, 'field_invalid'),
  })
  .superRefine((window, ctx) => {
    if (window.endHour <= window.startHour) ctx.addIssue({ code: 'custom', path: ['endHour'], message: 'happy_hours_end_before_start' });
  });
export type THappyHours = z.infer<typeof ZHappyHoursSchema>;

/** ISO weekday: 1 Monday … 7 Sunday. */
export const ZWeekdaySchema = z.number({ error: 'required_field' }).int('field_invalid').min(1, 'field_invalid').max(7, 'field_invalid');

/** Happy day (§3): one weekday (value 1..7, Monday = 1) and its name in the request's language. */
export const ZHappyDaySchema = z.object({ value: ZWeekdaySchema, label: z.string() });
export type THappyDay = z.infer<typeof ZHappyDaySchema>;

/** What the web sends for a happy day: the value; a label, if sent, is ignored (the API names the day). */
export const ZHappyDayRequestSchema = z.object({ value: ZWeekdaySchema, label: text(64).optional() });
export type THappyDayRequest = z.infer<typeof ZHappyDayRequestSchema>;

/** A calendar day, YYYY-MM-DD. */
const ZIsoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The answer of GET and PUT contract/{name}/<option>/: the customer's latest choice (null when
 * none yet), the local day it applies from (a change made today applies from tomorrow), and the
 * fraction of the energy term it discounts (the product's; 0 when the product does not offer it).
 */
const optionState = <S extends z.ZodType>(choice: S) =>
  z.object({ choice: choice.nullable(), validFrom: ZIsoDaySchema.nullable(), fraction: z.number().min(0).max(1) });

export const ZDoubleTariffStateSchema = optionState(ZDoubleTariffSchema);
export type TDoubleTariffState = z.infer<typeof ZDoubleTariffStateSchema>;
export const ZHappyHoursStateSchema = optionState(ZHappyHoursSchema);
export type THappyHoursState = z.infer<typeof ZHappyHoursStateSchema>;
export const ZHappyDayStateSchema = optionState(ZHappyDaySchema);
export type THappyDayState = z.infer<typeof ZHappyDayStateSchema>;

/** GET contract/{name}/available-…/: what the contract's product offers; an empty list when it offers none. */
export const ZAvailableDoubleTariffsSchema = z.array(ZDoubleTariffSchema);
export const ZAvailableHappyHoursSchema = z.array(ZHappyHoursSchema);
export const ZAvailableHappyDaysSchema = z.array(ZHappyDaySchema);

/** A choice as the billing rules read it: the kind, its fields, from which local day, and the product's fraction. */
export type TTariffOptionChoice =
  | ({ kind: 'double_tariff'; validFrom: string; fraction: number } & TDoubleTariff)
  | ({ kind: 'happy_hours'; validFrom: string; fraction: number } & THappyHours)
  | ({ kind: 'happy_day'; validFrom: string; fraction: number } & Pick<THappyDay, 'value'> & { label?: string });
