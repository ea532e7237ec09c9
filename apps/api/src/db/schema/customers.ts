import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A party the retailer supplies (person or company), identified by its tax id. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    taxId: text('tax_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_tax_id_key').on(t.taxId),
    // Staff's search by name (modules/customer-search): each word of the folded name (portal_fold,
    // migration 0002: lower case, no accents) a lexeme, so a word's prefix is a range of the index.
    index('customers_name_search_idx').using('gin', sql`to_tsvector('simple', portal_fold(${t.name}))`),
  ],
);

/**
 * Someone who signs in to the portal on behalf of a customer. `login` is the normalised tax id
 * (the spec's `user`). The hash is null for accounts created by single sign-on, which have no
 * password of ours.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    login: text('login').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    locale: text('locale').notNull().default('ca-ES'),
    changePassword: boolean('change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_key').on(t.login),
    // A customer's users (staff's customer card, "view as this customer"): not a scan of every user.
    index('users_customer_id_idx').on(t.customerId),
    check('users_locale_check', sql`${t.locale} in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE')`),
  ],
);
