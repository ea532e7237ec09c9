import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contracts } from './contracts.ts';
import { users } from './customers.ts';
import { priceLists } from './reference-data.ts';

/** The tariff options (the domain's TARIFF_OPTION_KINDS, spelled here so drizzle-kit reads the schema alone). */
export const TARIFF_OPTION_KIND_VALUES = ['double_tariff', 'happy_hours', 'happy_day'] as const;
export type TTariffOptionKindValue = (typeof TARIFF_OPTION_KIND_VALUES)[number];
const kindCheck = sql.raw(TARIFF_OPTION_KIND_VALUES.map((k) => `'${k}'`).join(', '));

/**
 * What each product offers (docs/billing.md, "Tariff options"): at most one row per option, the
 * fraction of the energy term discounted while it applies, the length of a happy-hours window
 * (window_hours) or of a double-tariff span (span_months). No row: the product does not offer it.
 */
export const priceListOptions = pgTable(
  'price_list_options',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TTariffOptionKindValue>().notNull(),
    fraction: numeric('fraction', { precision: 5, scale: 4, mode: 'number' }).notNull(),
    windowHours: smallint('window_hours'),
    spanMonths: smallint('span_months'),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.kind] }),
    check('price_list_options_kind_check', sql`${t.kind} in (${kindCheck})`),
    check('price_list_options_fraction_check', sql`${t.fraction} > 0 and ${t.fraction} <= 1`),
    check(
      'price_list_options_size_check',
      sql`(${t.kind} = 'happy_hours') = (${t.windowHours} is not null) and (${t.kind} = 'double_tariff') = (${t.spanMonths} is not null)`,
    ),
    check('price_list_options_window_hours_check', sql`${t.windowHours} between 1 and 24`),
    check('price_list_options_span_months_check', sql`${t.spanMonths} between 1 and 12`),
  ],
);

/**
 * The dated history of each contract's choices: the choice in force on a day is the latest row of
 * its kind with valid_from on or before it. `choice` holds the option's fields (startHour/endHour,
 * value, or startMonth/startYear/endMonth/endYear); `fraction` is the product's when chosen, so a
 * later change of the product does not reprice what was agreed. A second change on one day
 * replaces the first (one row per contract, kind and valid_from; that unique index also serves
 * the reads by contract).
 */
export const contractTariffOptions = pgTable(
  'contract_tariff_options',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TTariffOptionKindValue>().notNull(),
    choice: jsonb('choice').$type<Record<string, number>>().notNull(),
    fraction: numeric('fraction', { precision: 5, scale: 4, mode: 'number' }).notNull(),
    validFrom: date('valid_from').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('contract_tariff_options_day_key').on(t.contractId, t.kind, t.validFrom),
    check('contract_tariff_options_kind_check', sql`${t.kind} in (${kindCheck})`),
    check('contract_tariff_options_fraction_check', sql`${t.fraction} >= 0 and ${t.fraction} <= 1`),
  ],
);
