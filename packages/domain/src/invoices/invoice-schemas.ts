import { z } from 'zod';
import { cleanText, countParam, idParam } from '../api/primitives.ts';
import { ZRelatedObjectTypeSchema } from '../payments/payment-platforms.ts';
import { parseInvoiceFilter } from './invoice-filter-parse.ts';
import { INVOICE_FILTER_INVALID, INVOICE_FILTER_MAX_LENGTH, type TInvoiceFilterTerm } from './invoice-filter-terms.ts';
import { ZInvoiceDocumentFormatSchema, ZInvoiceKindSchema, ZPaidStatusSchema } from './invoice-kinds.ts';
import { DEFAULT_INVOICE_PAGE_SIZE, INVOICE_MAX_PAGE_SIZE } from './invoice-page-sizes.ts';

const isoDate = z.iso.date();

/** One supply point of a multipoint invoice. */
export const ZInvoicePointSchema = z.object({
  contract_name: z.string(),
  cups_name: z.string(),
  full_address: z.string(),
  /** kWh. */
  energy_consumed: z.number(),
  /** €. */
  amount_total: z.number(),
});
export type TInvoicePoint = z.infer<typeof ZInvoicePointSchema>;

/**
 * One invoice of a list (customer-area §3). A multipoint invoice has no cups nor contract of its own and
 * lists its supply points; a single invoice has no points. amount_to_pay is amount_pending when payable, else 0.
 */
export const ZInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_id: z.number().int(),
  number: z.string(),
  date: isoDate,
  start_date: isoDate,
  end_date: isoDate,
  type: ZInvoiceKindSchema,
  cups: z.object({ name: z.string(), full_address: z.string() }).nullable(),
  contract: z.object({ name: z.string(), type: z.enum(['electricity', 'gas']) }).nullable(),
  /** kWh. */
  energy_consumed: z.number(),
  /** €. */
  amount_total: z.number(),
  amount_pending: z.number(),
  amount_to_pay: z.number(),
  paid_status: ZPaidStatusSchema,
  rectificative_type: z.string(),
  pending_state_history: z.array(z.object({ change_date: isoDate, pending_state: z.object({ ov_description: z.string() }) })),
  online_payment: z.object({
    payment_enabled: z.boolean(),
    payment_link: z.string().nullable(),
    rel_object_type: ZRelatedObjectTypeSchema,
    /**
     * A card payment was sent and its answer is awaited: the invoice reads "payment
     * in process", not unpaid, and is not payable until the attempt is decided. Absent: false.
     */
    payment_in_process: z.boolean().optional(),
  }),
  address_invoice_id: z.number().int().nullable(),
  points: z.array(ZInvoicePointSchema),
});
export type TInvoice = z.infer<typeof ZInvoiceSchema>;

/**
 * The `filter=` of an invoice list: JSON text on the wire (customer-area §7, serialiseInvoiceFilter
 * writes it), its checked terms once read, none when absent or blank. A filter outside the whitelist
 * is a validation 400 like any other input, `errors.filter` = ['invoice_filter_invalid'].
 */
export const ZInvoiceFilterSchema = z
  .string()
  .max(INVOICE_FILTER_MAX_LENGTH, INVOICE_FILTER_INVALID)
  .check(cleanText())
  .optional()
  .transform((text, context): TInvoiceFilterTerm[] => {
    const parsed = parseInvoiceFilter(text);
    if (parsed.ok) return parsed.terms;
    context.addIssue({ code: 'custom', message: INVOICE_FILTER_INVALID, input: text });
    return z.NEVER;
  });

/** GET invoices/ and invoices_multipoint/ (customer-area §7); values arrive as query-string text. The multipoint list ignores type. */
export const ZInvoiceListQuerySchema = z.object({
  // An offset past PostgreSQL's int4 would fail in the database: bounded here (no one pages that far).
  offset: countParam().default(0),
  limit: countParam(INVOICE_MAX_PAGE_SIZE)
    .refine((n) => n >= 1, 'field_invalid')
    .default(DEFAULT_INVOICE_PAGE_SIZE),
  filter: ZInvoiceFilterSchema,
  type: z.enum(['electricity', 'gas']).default('electricity'),
});
export type TInvoiceListQuery = z.infer<typeof ZInvoiceListQuerySchema>;
export type TInvoiceListQueryInput = z.input<typeof ZInvoiceListQuerySchema>;

export const ZInvoiceListResponseSchema = z.object({
  n_items: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  items: z.array(ZInvoiceSchema),
});
export type TInvoiceListResponse = z.infer<typeof ZInvoiceListResponseSchema>;

/** GET invoices/:id/:format/ and invoices_multipoint/:id/:format/. */
export const ZInvoiceDocumentParamsSchema = z.object({
  id: idParam(),
  format: ZInvoiceDocumentFormatSchema,
});
export type TInvoiceDocumentParams = z.infer<typeof ZInvoiceDocumentParamsSchema>;
