import { z } from 'zod';
import { id, idParam, routeSegment } from '../api/primitives.ts';
import { ZVirtualBatteryLinkSchema } from '../contracts/contract-response-schemas.ts';

/**
 * Virtual batteries (customer-area §1 "discount accumulators shared between contracts", §2 the
 * battery block and its dialogs, §3 fields, §7 calls, §9 "percentage 0 to 100"). Who may do what
 * is in battery-rules.ts, how percentages are shared again in battery-percentages.ts, the money
 * (deposits, discounts, balance) in battery-ledger.ts and docs/billing.md, "Virtual batteries".
 */

/**
 * The discount setting of a link (gestio_descomptes, §4): "the first type means not applying, the
 * second applying". The names are what valor_descomptes carries and what GET
 * contract/bateria/types answers, in this order.
 */
export const BATTERY_DISCOUNT_SETTINGS = ['no_aplicar', 'aplicar'] as const;
export const ZBatteryDiscountSettingSchema = z.enum(BATTERY_DISCOUNT_SETTINGS, { error: 'field_invalid' });
export type TBatteryDiscountSetting = z.infer<typeof ZBatteryDiscountSettingSchema>;
/** The setting under which a link draws discounts from its battery. */
export const BATTERY_DISCOUNT_APPLIES: TBatteryDiscountSetting = 'aplicar';

/** §3 "Battery type": a discount setting with its explanation, in the request's language. */
export const ZBatteryTypeSchema = z.object({ name: ZBatteryDiscountSettingSchema, description: z.string() });
export type TBatteryType = z.infer<typeof ZBatteryTypeSchema>;
export const ZBatteryTypesSchema = z.array(ZBatteryTypeSchema);

/** §5, §9: a link's share of its battery, a whole percentage 0 to 100. */
export const BATTERY_PERCENTAGE_MIN = 0;
export const BATTERY_PERCENTAGE_MAX = 100;
export const ZBatteryPercentageValueSchema = z
  .number({ error: 'required_field' })
  .int('battery_percentage_invalid')
  .min(BATTERY_PERCENTAGE_MIN, 'battery_percentage_invalid')
  .max(BATTERY_PERCENTAGE_MAX, 'battery_percentage_invalid');

/**
 * §3 "Battery percentage": one link of a battery, as GET contract/bateria_virtual_percentages
 * answers it; beyond the spec's bateria_id and percentage, the contract and the link's state, so
 * a dialog can show who shares the battery.
 */
export const ZBatteryPercentageSchema = z.object({
  bateria_id: z.number().int(),
  percentage: z.number(),
  link_id: z.number().int(),
  contract: z.string(),
  es_origen: z.boolean(),
  active: z.boolean(),
});
export type TBatteryPercentage = z.infer<typeof ZBatteryPercentageSchema>;
export const ZBatteryPercentagesSchema = z.array(ZBatteryPercentageSchema);

/** A battery of the customer with its links (GET contract/bateria_virtual/, beyond the spec). */
export const ZCustomerBatterySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  balance: z.number(),
  links: ZBatteryPercentagesSchema,
});
export type TCustomerBattery = z.infer<typeof ZCustomerBatterySchema>;
export const ZCustomerBatteriesSchema = z.array(ZCustomerBatterySchema);

export const ZBatteryLinkParamsSchema = z.object({ contractName: routeSegment(64), bateriaId: idParam() });
export const ZBatteryIdParamsSchema = z.object({ bateriaId: idParam() });
export const ZBatteryMoveParamsSchema = z.object({ contractName: routeSegment(64), bateriaOrigenId: idParam() });

/** PUT contract/{contractName}/bateria/{bateriaId} (§7). */
export const ZBatteryDiscountSettingBodySchema = z.object({ valor_descomptes: ZBatteryDiscountSettingSchema });
export type TBatteryDiscountSettingBody = z.infer<typeof ZBatteryDiscountSettingBodySchema>;

/** PUT contract/{contractName}/change_bateria_pes_percentatge/{bateriaId} (§7); the dialog's form. */
export const ZBatteryPercentageBodySchema = z.object({ pes_percentatge: ZBatteryPercentageValueSchema });
export type TBatteryPercentageBody = z.infer<typeof ZBatteryPercentageBodySchema>;

/** PUT contract/{contractName}/bateria_virtual_move_virtual_battery/{bateriaOrigenId} (§7); the stepper's form. */
export const ZBatteryMoveBodySchema = z.object({
  pes_percentatge: ZBatteryPercentageValueSchema,
  bateria_desti: id('battery_move_select_battery'),
});
export type TBatteryMoveBody = z.infer<typeof ZBatteryMoveBodySchema>;

/** What every battery change answers: the contract's links as they are now. */
export const ZBatteryChangeResponseSchema = z.object({ bateria_virtual: z.array(ZVirtualBatteryLinkSchema) });
export type TBatteryChangeResponse = z.infer<typeof ZBatteryChangeResponseSchema>;

/** The most batteries one spreadsheet holds: a customer has a handful; the bound keeps one request small. */
export const BATTERY_DOWNLOAD_MAX = 50;
const BATTERY_ID_LIST = /^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/;

/** GET contracts/virtual_batteries/{batteries} (§7): comma-separated battery ids, each once. */
export const ZBatteryDownloadParamsSchema = z.object({
  batteries: z
    .string()
    .max(BATTERY_DOWNLOAD_MAX * 11, 'field_invalid')
    .regex(BATTERY_ID_LIST, 'field_invalid')
    .transform((list) => [...new Set(list.split(',').map(Number))])
    .pipe(z.array(id('field_invalid')).min(1, 'field_invalid').max(BATTERY_DOWNLOAD_MAX, 'field_invalid')),
});
