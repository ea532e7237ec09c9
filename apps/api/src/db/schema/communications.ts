import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * Which notifications a customer receives by mail (docs/communications.md). One row per customer
 * and kind the customer has set; a kind without a row is on (the default: every notification).
 * The kinds are the domain's NOTIFICATION_KINDS; every sender of one asks modules/communications'
 * `mayMail` before it enqueues.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.kind] }),
    check(
      'notification_preferences_kind_check',
      sql`${t.kind} in ('invoice_issued', 'payment_failed', 'change_signed', 'price_alert_fired')`,
    ),
  ],
);
