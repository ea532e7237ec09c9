import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    check('payments_platform_check', sql`${t.platform} in ('sandbox', 'stripe')`),
    check('payments_status_check', sql`${t.status} in ('processing', 'requires_action', 'succeeded', 'failed', 'canceled')`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
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
