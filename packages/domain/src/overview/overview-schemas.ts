import { z } from 'zod';
import { ZInvoiceKindSchema, ZPaidStatusSchema } from '../invoices/invoice-kinds.ts';

/**
 * The signed-in overview (GET /overview, docs/overview.md): what the customer owes and how to pay
 * it, the next bill forecast per active contract, this month's consumption against the same month
 * last year, and what waits for them, each with the one action that resolves it. Amounts in euros,
 * energy in kWh, days as ISO dates, as every other answer of the portal.
 */

const isoDate = z.iso.date();
const month = z.string().regex(/^\d{4}-\d{2}$/);

/** The routes an action of the overview leads to (all of them pages the portal has). */
export const OVERVIEW_ACTION_ROUTES = ['invoices', 'contractDetail', 'gasContractDetail', 'requestDetail'] as const;

/**
 * The one action that resolves an item: a route of the route table with its params and query (the
 * web turns it into a link with overviewActionHref), and whether following it changes something
 * (a payment), which a read-only token may not do.
 */
export const ZOverviewActionSchema = z.object({
  kind: z.enum(['pay', 'see_invoice', 'see_contract', 'read_answer', 'see_battery', 'see_consumption']),
  route: z.enum(OVERVIEW_ACTION_ROUTES),
  params: z.record(z.string(), z.string()),
  query: z.record(z.string(), z.string()),
  /** The element of the page to scroll to (the contract page's sections). */
  hash: z.string().optional(),
  changes: z.boolean(),
});
export type TOverviewAction = z.infer<typeof ZOverviewActionSchema>;

/** How an owed invoice gets paid: by card now, a card payment awaiting its answer, the bank's collection, or a payment being checked. */
export const DEBT_WAYS = ['card', 'payment_in_process', 'direct_debit', 'being_checked', 'transfer'] as const;

/** An invoice with something pending that the customer owes (cancelling invoices owe the customer, not them). */
export const ZOwedInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: ZInvoiceKindSchema,
  contract_name: z.string().nullable(),
  date: isoDate,
  start_date: isoDate,
  end_date: isoDate,
  amount_total: z.number(),
  amount_pending: z.number(),
  paid_status: ZPaidStatusSchema,
  way: z.enum(DEBT_WAYS),
  /** Pay when it can be paid by card now; else a look at the invoice. */
  action: ZOverviewActionSchema,
});
export type TOwedInvoice = z.infer<typeof ZOwedInvoiceSchema>;

export const ZOverviewDebtSchema = z.object({
  /** Sum of the pending amounts of the owed invoices. */
  total: z.number(),
  /** The part of it that can be paid by card now. */
  payable: z.number(),
  /** Newest first. */
  invoices: z.array(ZOwedInvoiceSchema),
});

const ZContractRefSchema = z.object({ name: z.string(), type: z.enum(['electricity', 'gas']) });

/** billAmounts of the engine's computation. */
export const ZBillAmountsSchema = z.object({
  power: z.number(),
  energy: z.number(),
  meter_rental: z.number(),
  taxes: z.number(),
  battery_discount: z.number(),
  total: z.number(),
});

/** The next bill of one active contract, forecast by the invoice engine from the readings so far. */
export const ZBillForecastSchema = z.object({
  contract: ZContractRefSchema,
  /** The days priced: the period's start to the last day with readings. */
  from: isoDate,
  to: isoDate,
  days: z.number().int(),
  /** Always true: the period is still running. */
  estimate: z.literal(true),
  energy_kwh: z.number(),
  amounts: ZBillAmountsSchema,
});
export type TBillForecastAnswer = z.infer<typeof ZBillForecastSchema>;

/** An active contract whose period has no readings yet: said, not guessed. */
export const ZNoForecastSchema = z.object({ contract: ZContractRefSchema, from: isoDate });

export const ZMonthComparisonSchema = z.object({
  contract: ZContractRefSchema,
  month,
  through: isoDate,
  kwh: z.number(),
  kwh_by_period: z.array(z.number()),
  last_year_month: month,
  last_year_same_days_kwh: z.number().nullable(),
  last_year_month_kwh: z.number().nullable(),
  change_percent: z.number().nullable(),
  action: ZOverviewActionSchema,
});
export type TMonthComparisonAnswer = z.infer<typeof ZMonthComparisonSchema>;

/** What waits for the customer, each with its one action. */
export const ZWaitingItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('change_waiting_for_signature'),
    contract: ZContractRefSchema,
    /** The change's kind as the contract lists it (waitingForSignature): iban, power, sips… */
    change: z.string(),
    since: isoDate,
    action: ZOverviewActionSchema,
  }),
  z.object({
    kind: z.enum(['payment_failed', 'payment_pending']),
    invoice_number: z.string(),
    invoice_kind: ZInvoiceKindSchema,
    amount: z.number(),
    since: isoDate,
    action: ZOverviewActionSchema,
  }),
  z.object({
    kind: z.literal('case_answered'),
    number: z.string(),
    subject: z.string(),
    since: isoDate,
    action: ZOverviewActionSchema,
  }),
  z.object({
    kind: z.literal('battery_discount'),
    contract: ZContractRefSchema,
    battery: z.string(),
    /** Euros the battery promises the contract's next invoice. */
    amount: z.number(),
    action: ZOverviewActionSchema,
  }),
]);
export type TWaitingItem = z.infer<typeof ZWaitingItemSchema>;

export const ZOverviewSchema = z.object({
  /** The Europe/Madrid day the overview was computed on. */
  today: isoDate,
  debt: ZOverviewDebtSchema,
  forecasts: z.array(ZBillForecastSchema),
  /** Active contracts whose period has no readings yet. */
  no_forecast: z.array(ZNoForecastSchema),
  consumption: z.array(ZMonthComparisonSchema),
  waiting: z.array(ZWaitingItemSchema),
});
export type TOverview = z.infer<typeof ZOverviewSchema>;
