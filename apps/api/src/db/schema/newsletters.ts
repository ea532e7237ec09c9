import { LANGUAGES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * The newsletters (visitor-and-shell §2.8, §3.7; docs/newsletters.md): the retailer's
 * newsletters with their words per language, the subscribers (by e-mail, some of them customers)
 * and what each receives. A subscription already `exported` to the mailing tool cannot be
 * unsubscribed on the portal.
 */
export const newsletters = pgTable('newsletters', {
  id: serial('id').primaryKey(),
  /** The order the page lists them in. */
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A newsletter's name and description in one of the six languages. */
export const newsletterTexts = pgTable(
  'newsletter_texts',
  {
    newsletterId: integer('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.newsletterId, t.language] }),
    check('newsletter_texts_language_check', sql`${t.language} in (${sql.raw(LANGUAGES.map((l) => `'${l}'`).join(', '))})`),
  ],
);

/** A subscriber (§3.7): the mails it gets are in `language`; `customer_id` when it is one of our customers (the profile's link). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('newsletter_subscribers_customer_idx').on(t.customerId),
    check('newsletter_subscribers_language_check', sql`${t.language} in (${sql.raw(LANGUAGES.map((l) => `'${l}'`).join(', '))})`),
  ],
);

/** A subscriber's e-mails, lower case: one address belongs to one subscriber. */
export const newsletterSubscriberEmails = pgTable(
  'newsletter_subscriber_emails',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subscriberId, t.email] }),
    uniqueIndex('newsletter_subscriber_emails_email_idx').on(t.email),
    check('newsletter_subscriber_emails_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** What a subscriber receives; `exported` once the mailing tool has it (then it is locked, §2.8). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    newsletterId: integer('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    exported: boolean('exported').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.newsletterId] }), index('newsletter_subscriptions_newsletter_idx').on(t.newsletterId)],
);
