import { sql } from 'drizzle-orm';
import { check, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Access tariffs (2.0TD, 3.0TD, 6.1TD; gas RL.1, RL.2…) and how many power periods they bill. */
export const tariffs = pgTable(
  'tariffs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    powerPeriods: smallint('power_periods').notNull().default(0),
  },
  (t) => [
    uniqueIndex('tariffs_name_key').on(t.name),
    check('tariffs_kind_check', sql`${t.kind} in ('electricity', 'gas')`),
    check('tariffs_power_periods_check', sql`${t.powerPeriods} between 0 and 6`),
  ],
);

/** The retailer's products: internal name and the commercial name customers see. */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nomComercial: text('nom_comercial').notNull().default(''),
    kind: text('kind').notNull(),
  },
  (t) => [uniqueIndex('price_lists_name_key').on(t.name), check('price_lists_kind_check', sql`${t.kind} in ('electricity', 'gas')`)],
);

/** Distribution system operators (the spec's dso): who owns the grid at a supply point. */
export const distributors = pgTable(
  'distributors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    website: text('website').notNull().default(''),
    phone: text('phone').notNull().default(''),
  },
  (t) => [uniqueIndex('distributors_name_key').on(t.name)],
);
