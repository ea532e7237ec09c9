import { z } from 'zod';
import { id, text } from '../api/primitives.ts';
import { OMIP_PRODUCT_MAX_LENGTH } from './omip-product.ts';

/**
 * The price alerts of visitor-and-shell §2.9, §3.8, §5.5 and §7 (docs/price-alerts.md): a
 * customer watches an OMIP futures product's daily settlement price and is told when it is
 * below, above or equal to a price of theirs (in € per MWh, the unit OMIP quotes).
 */

/** The comparison types of §2.9, in the order the select lists them. */
export const PRICE_ALERT_TYPES = ['<', '>', '=='] as const;
export type TPriceAlertType = (typeof PRICE_ALERT_TYPES)[number];

/** The highest alert price (€/MWh): far above any settlement OMIP ever published, and it keeps cents inside int4. */
export const PRICE_ALERT_PRICE_MAX = 100_000;

/** The most alerts one customer may keep: a person watches a few products, a script would fill the table. */
export const PRICE_ALERTS_PER_CUSTOMER = 50;

/** A price typed with a comma or a dot ("61,55", "61.55") or sent as a number. */
const priceNumber = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim().replace(',', '.'))) : value),
  z
    // Nothing typed is "required"; something that is not a number (NaN after the comma is read) "invalid".
    .number({ error: (issue) => (issue.input === undefined ? 'price_alert_price_required' : 'price_alert_price_invalid') })
    .refine(Number.isFinite, 'price_alert_price_invalid')
    .min(0, 'price_alert_price_negative')
    .max(PRICE_ALERT_PRICE_MAX, 'price_alert_price_too_large'),
);

/**
 * The alert form of §5.5: the product not empty, a type chosen, the price a non-negative number.
 * The web's add button is enabled only when this parses (isPriceAlertFormComplete); the API
 * validates the same schema. The product must also be one the portal has prices of (the API's check).
 */
export const ZPriceAlertFormSchema = z.object({
  product: text(OMIP_PRODUCT_MAX_LENGTH, { error: 'price_alert_product_required' }).trim().min(1, 'price_alert_product_required'),
  type: z.enum(PRICE_ALERT_TYPES, { error: 'price_alert_type_required' }),
  price: priceNumber,
});
export type TPriceAlertFormInput = { product: string; type: TPriceAlertType | ''; price: string };
export type TPriceAlertForm = z.output<typeof ZPriceAlertFormSchema>;

/** The form's empty values: nothing chosen, so the add button starts disabled. */
export const EMPTY_PRICE_ALERT_FORM: TPriceAlertFormInput = { product: '', type: '', price: '' };

/** §5.5: "the add button is enabled only then". */
export const isPriceAlertFormComplete = (values: TPriceAlertFormInput): boolean => ZPriceAlertFormSchema.safeParse(values).success;

/** POST /omip/alerts/ (§7: id, product, type, price): without an id a new alert, with one the change of that alert. */
export const ZPriceAlertRequestSchema = ZPriceAlertFormSchema.extend({ id: id('price_alert_not_found').nullish() });
export type TPriceAlertRequest = z.input<typeof ZPriceAlertRequestSchema>;

/** §7 "status, id". */
export const ZPriceAlertSavedSchema = z.object({ status: z.literal('OK'), id: z.number().int() });

/** POST /omip/delete/alerts/ (§7: id): a null or absent id is the delete error (§8). */
export const ZPriceAlertDeleteRequestSchema = z.object({
  // Absent, null or not an id: all the one refusal.
  id: z.preprocess((value) => value ?? undefined, id('price_alert_id_required')),
});
export const ZPriceAlertDeletedSchema = z.object({ status: z.literal('OK') });

const ZDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One daily settlement price of a product (€/MWh, two decimals). */
export const ZSettlementPriceSchema = z.object({ day: ZDaySchema, price: z.number() });
export type TSettlementPrice = z.infer<typeof ZSettlementPriceSchema>;

/** §3.8 "product list": each product with its latest settlement, which the form shows beside the choice. */
export const ZOmipProductSchema = z.object({ name: z.string(), last_price: z.number(), last_day: ZDaySchema });
export const ZOmipProductListSchema = z.array(ZOmipProductSchema);
export type TOmipProduct = z.infer<typeof ZOmipProductSchema>;

/** How many of the product's latest settlements an alert carries, for its small chart. */
export const PRICE_ALERT_RECENT_PRICES = 30;

/**
 * §3.8 alert (id, product, type, price) and, beyond the spec, when it last fired and at what
 * settlement price, and the product's recent settlements (oldest first) for the table's chart.
 */
export const ZPriceAlertSchema = z.object({
  id: z.number().int(),
  product: z.string(),
  type: z.enum(PRICE_ALERT_TYPES),
  price: z.number(),
  last_fired_at: z.string().nullable(),
  last_fired_price: z.number().nullable(),
  recent_prices: z.array(ZSettlementPriceSchema),
});
export const ZPriceAlertListSchema = z.array(ZPriceAlertSchema);
export type TPriceAlert = z.infer<typeof ZPriceAlertSchema>;
