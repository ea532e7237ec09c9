import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, users } from './customers.ts';
import { invoices } from './invoices.ts';

type TPaymentRowStatus = 'processing' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

/**
 * Online card payments of invoices (customer-area §6, §8), one row per attempt. The partial
 * unique index lets at most one attempt per invoice be live or succeeded, so two tabs paying
 * the same invoice cannot both charge it. idempotency_key is what the provider receives, so a
 * retried request never creates a second charge. Amounts in cents.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    platform: text('platform').$type<'sandbox' | 'stripe'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    providerIntentId: text('provider_intent_id'),
    status: text('status').$type<TPaymentRowStatus>().notNull().default('processing'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    paymentMethodLabel: text('payment_method_label').notNull().default(''),
    errorCode: text('error_code'),
    declineCode: text('decline_code'),
    paidByUserEmail: text('paid_by_user_email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key_key').on(t.idempotencyKey),
    uniqueIndex('payments_one_live_per_invoice').on(t.invoiceId).where(sql`${t.status} in ('processing', 'requires_action', 'succeeded')`),
    index('payments_invoice_idx').on(t.invoiceId, t.createdAt),
    index('payments_provider_intent_idx').on(t.providerIntentId),
    // Attempts awaiting their answer: the invoice list's "payment in process" and the reconciler (migration 0007).
    index('payments_in_process_idx').on(t.invoiceId).where(sql`${t.status} = 'processing'`),
    check('payments_platform_check', sql`${t.platform} in ('sandbox', 'stripe')`),
    check('payments_status_check', sql`${t.status} in ('processing', 'requires_action', 'succeeded', 'failed', 'canceled')`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * POST pay's Idempotency-Key, scoped per customer: the request it named (a hash of
 * the body, so the same key for another request is refused), the attempt it opened, and the
 * answer once known (status and body), so a retry answers what the first call answered. A row
 * without an answer is a call in progress. Kept a day (the reconciler deletes older ones).
 */
export const paymentIdempotencyKeys = pgTable(
  'payment_idempotency_keys',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.key] }),
    index('payment_idempotency_keys_created_idx').on(t.createdAt),
    check('payment_idempotency_keys_key_check', sql`char_length(${t.key}) between 1 and 255`),
    check('payment_idempotency_keys_response_check', sql`(${t.responseStatus} is null) = (${t.responseBody} is null)`),
  ],
);

/**
 * The built-in sandbox provider's cards (what Stripe keeps for a PaymentMethod). The full number
 * is never stored: only brand, last four digits and the outcome the test number stands for
 * (sandboxCardOutcome: 'success', 'requires_authentication' or a card error code).
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  outcome: text('outcome').notNull(),
  declineCode: text('decline_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's payment intents (Stripe's PaymentIntent): one per idempotency key, so
 * a retried confirmation answers the first result instead of charging again.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentMethodId: text('payment_method_id')
      .notNull()
      .references(() => sandboxPaymentMethods.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').$type<'requires_action' | 'succeeded' | 'failed' | 'canceled'>().notNull(),
    clientSecret: text('client_secret').notNull(),
    errorCode: text('error_code'),
    declineCode: text('decline_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_payment_intents_idempotency_key_key').on(t.idempotencyKey),
    check('sandbox_payment_intents_status_check', sql`${t.status} in ('requires_action', 'succeeded', 'failed', 'canceled')`),
  ],
);
