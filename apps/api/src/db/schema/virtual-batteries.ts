import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contracts } from './contracts.ts';
import { customers, users } from './customers.ts';
import { invoices } from './invoices.ts';

/** The discount settings (the domain's BATTERY_DISCOUNT_SETTINGS, spelled here so drizzle-kit reads the schema alone). */
export const BATTERY_DISCOUNT_SETTING_VALUES = ['no_aplicar', 'aplicar'] as const;
export type TBatteryDiscountSettingValue = (typeof BATTERY_DISCOUNT_SETTING_VALUES)[number];
const settingCheck = sql.raw(BATTERY_DISCOUNT_SETTING_VALUES.map((v) => `'${v}'`).join(', '));

/**
 * A virtual battery (docs/billing.md, "Virtual batteries"): an account in euros of one customer.
 * Its balance is not stored: it is the sum of its ledger, so anyone can check it.
 */
export const virtualBatteries = pgTable(
  'virtual_batteries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('virtual_batteries_customer_idx').on(t.customerId)],
);

/**
 * A contract's link to a battery (customer-area §3 "Virtual battery link"): active between
 * start_date and end_date (inclusive; no end: still active), its whole percentage of the battery
 * (the links of a battery add up to 100, kept so by the service under a lock on the battery row),
 * whether its invoices draw discounts (discount_setting) and whether its contract's
 * self-consumption surplus feeds the battery (is_origin). One link per contract and battery.
 */
export const virtualBatteryLinks = pgTable(
  'virtual_battery_links',
  {
    id: serial('id').primaryKey(),
    batteryId: integer('battery_id')
      .notNull()
      .references(() => virtualBatteries.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    percentage: smallint('percentage').notNull(),
    discountSetting: text('discount_setting').$type<TBatteryDiscountSettingValue>().notNull().default('aplicar'),
    isOrigin: boolean('is_origin').notNull().default(false),
  },
  (t) => [
    uniqueIndex('virtual_battery_links_battery_contract_key').on(t.batteryId, t.contractId),
    index('virtual_battery_links_contract_idx').on(t.contractId),
    check('virtual_battery_links_percentage_check', sql`${t.percentage} between 0 and 100`),
    check('virtual_battery_links_setting_check', sql`${t.discountSetting} in (${settingCheck})`),
    check('virtual_battery_links_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * The battery's ledger: a deposit (the surplus an origin contract's invoice could not net, valued
 * at the product's surplus price) or a discount (drawn by a linked contract's invoice), each tied
 * to the invoice that made it, in cents. Balance = deposits − discounts; a link's total_descompte =
 * its contract's discounts in the battery. Rows are only ever added: a rectifying invoice that
 * cancels another (A, B) adds its rows again with the opposite sign, so no amount is zero.
 */
export const virtualBatteryLedger = pgTable(
  'virtual_battery_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batteryId: integer('battery_id')
      .notNull()
      .references(() => virtualBatteries.id, { onDelete: 'cascade' }),
    entryDate: date('entry_date').notNull(),
    kind: text('kind').$type<'deposit' | 'discount'>().notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('virtual_battery_ledger_battery_idx').on(t.batteryId, t.entryDate, t.id),
    index('virtual_battery_ledger_invoice_idx').on(t.invoiceId),
    check('virtual_battery_ledger_kind_check', sql`${t.kind} in ('deposit', 'discount')`),
    check('virtual_battery_ledger_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * Every change a customer makes to a battery, with who made it and when: the
 * discount setting, a percentage, a move; `before` and `after` hold the battery's percentages
 * (and the setting) as they were and became.
 */
export const virtualBatteryChanges = pgTable(
  'virtual_battery_changes',
  {
    id: serial('id').primaryKey(),
    batteryId: integer('battery_id')
      .notNull()
      .references(() => virtualBatteries.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'discount_setting' | 'percentage' | 'move'>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('virtual_battery_changes_battery_idx').on(t.batteryId, t.createdAt),
    check('virtual_battery_changes_kind_check', sql`${t.kind} in ('discount_setting', 'percentage', 'move')`),
  ],
);
