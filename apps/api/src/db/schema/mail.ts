import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contracts } from './contracts.ts';
import { customers } from './customers.ts';

/**
 * The mail outbox (docs/mail.md): every mail the portal sends, written rendered in the same
 * transaction as the change it tells about, so a mail exists if and only if that change committed.
 * The dispatcher (platform/mail/dispatcher.ts) sends the due `pending` rows after the commit and
 * retries them; this table, not a queue in memory, is the source of truth, so a crash loses none.
 *
 * `pending`: to send, at `next_attempt_at` or later (a claim pushes it forward as a lease).
 * `sent`: an SMTP server accepted it. `failed`: given up (a permanent refusal, or too many attempts).
 * `logged`: no SMTP_URL was configured; it went to the log only and is never sent later.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    /** One of the six languages (@portal/domain LANGUAGES): what the mail was rendered in. */
    language: text('language').notNull(),
    /** The template that rendered it (platform/mail/templates.ts), for reading the outbox. */
    templateKey: text('template_key').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    /** Sending attempts begun (counted when a dispatcher claims the row). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last failure, short and without credentials (platform/mail/dispatcher.ts). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The one-click unsubscribe URL (RFC 8058) when the address is a newsletter subscriber: the
     * transport sends it as List-Unsubscribe with List-Unsubscribe-Post (docs/newsletters.md).
     */
    listUnsubscribeUrl: text('list_unsubscribe_url'),
    /**
     * Whom and what the mail is about, when it is about a customer (docs/communications.md): the
     * contract's communications page lists a contract's mails, each customer reads only theirs.
     * Null for mail to a visitor or an address alone (a lead, an unsigned contact).
     */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
  },
  (t) => [
    // "Due pending rows, oldest first": a partial index holds only what is still to send.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // "This contract's mails, newest first" (the communications page): only rows about a contract.
    index('mail_outbox_contract_idx').on(t.contractId, t.createdAt.desc(), t.id.desc()).where(sql`${t.contractId} is not null`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'logged')`),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
