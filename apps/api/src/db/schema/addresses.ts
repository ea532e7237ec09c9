import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * A postal address of a customer (customer-area §3 Address), used as fiscal and notification
 * address. Field names are the spec's: dp postal code, ine municipality code, state province,
 * poblacio locality, tv street type, nv street name, pnp number, bq block, es stairs, pt floor,
 * pu door. full_address is composed once when written.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dp: text('dp').notNull(),
    ine: text('ine').notNull(),
    state: text('state').notNull(),
    poblacio: text('poblacio').notNull(),
    tv: text('tv').notNull(),
    nv: text('nv').notNull(),
    pnp: text('pnp').notNull(),
    bq: text('bq').notNull().default(''),
    es: text('es').notNull().default(''),
    pt: text('pt').notNull().default(''),
    pu: text('pu').notNull().default(''),
    refCatastral: text('ref_catastral'),
    aclarador: text('aclarador').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    fullAddress: text('full_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_customer_id_idx').on(t.customerId, t.id)],
);

/** Bank accounts of a customer; the IBAN is stored normalised (no spaces, upper case). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    iban: text('iban').notNull(),
    ownerName: text('owner_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_accounts_customer_iban_key').on(t.customerId, t.iban)],
);
