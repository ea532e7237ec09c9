import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { priceLists } from './reference-data.ts';

/**
 * Dated prices of a price list, the input of the billing engine (docs/billing.md). A price holds
 * from valid_from until the next row of the same list, term and period, so a price change is
 * a new row and old invoices can be recomputed. Units: power € per kW·day, energy € per kWh,
 * meter_rental € per day (electricity and gas), fixed € per day and variable € per kWh (gas),
 * surplus € per kWh (what a self-consumption installation's exported energy is valued at).
 * period is the tariff period 1..6 for power and energy and 0 for terms without periods.
 */
export const priceListPrices = pgTable(
  'price_list_prices',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    term: text('term').$type<'power' | 'energy' | 'meter_rental' | 'fixed' | 'variable' | 'surplus'>().notNull(),
    period: smallint('period').notNull().default(0),
    validFrom: date('valid_from').notNull(),
    price: numeric('price', { precision: 12, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.term, t.period, t.validFrom] }),
    check('price_list_prices_term_check', sql`${t.term} in ('power', 'energy', 'meter_rental', 'fixed', 'variable', 'surplus')`),
    check('price_list_prices_period_check', sql`${t.period} between 0 and 6`),
    check('price_list_prices_price_check', sql`${t.price} >= 0`),
  ],
);
