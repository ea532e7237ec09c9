import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, users } from './customers.ts';

/**
 * The OMIP futures products the portal has settlement prices of (docs/price-alerts.md), by the
 * name OMIP prints ("FTB YR-27"). Written by the importer only: a product exists once a file
 * gave it a price.
 */
export const omipProducts = pgTable(
  'omip_products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('omip_products_name_key').on(t.name)],
);

/**
 * One daily settlement (reference) price of a product, in cents of €/MWh: the precision OMIP
 * publishes, and the one an alert's '==' compares at. A later file's price for the same product
 * and day replaces it.
 */
export const omipSettlementPrices = pgTable(
  'omip_settlement_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => omipProducts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    priceCents: integer('price_cents').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);

/**
 * A customer's price alert (visitor-and-shell §3.8: product, type, price), the user who set it
 * (whose address and language its mail goes to), and its state between imports: `armed` until
 * it fires, again once its condition is false; when it last fired and the price that fired it.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => omipProducts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    priceCents: integer('price_cents').notNull(),
    armed: boolean('armed').notNull().default(true),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    lastFiredPriceCents: integer('last_fired_price_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('price_alerts_type_check', sql`${t.type} in ('<', '>', '==')`),
    check('price_alerts_price_check', sql`${t.priceCents} >= 0`),
    index('price_alerts_customer_idx').on(t.customerId),
    index('price_alerts_product_idx').on(t.productId),
  ],
);
