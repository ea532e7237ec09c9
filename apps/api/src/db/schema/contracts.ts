import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { addresses, bankAccounts } from './addresses.ts';
import { customers } from './customers.ts';
import { priceLists, tariffs } from './reference-data.ts';
import { supplyPoints } from './supply-points.ts';

/**
 * Supply contracts (electricity and gas). States are the spec's: esborrany (draft), activa,
 * baixa (closed), cancelada. The owner is the customer; the payer (fiscal partner) defaults to
 * the owner when payer_name is null. Gas contracts carry pressure (bar) and flow rate (m3/h).
 *
 * search_text is the lower-cased, accent-folded concatenation of name, CUPS, supply address,
 * tariff and price list, kept by triggers (migration 0003) and searched through a trigram
 * index; active_rank orders active contracts first in the list index.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    state: text('state').notNull().default('esborrany'),
    // Nullable so that contracts created before this migration stay valid.
    supplyPointId: integer('supply_point_id').references(() => supplyPoints.id),
    tariffId: integer('tariff_id').references(() => tariffs.id),
    priceListId: integer('price_list_id').references(() => priceLists.id),
    signDate: date('sign_date'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    payerName: text('payer_name'),
    payerVat: text('payer_vat'),
    fiscalAddressId: integer('fiscal_address_id').references(() => addresses.id),
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id),
    invoiceOnline: text('invoice_online').notNull().default('email'),
    amountDebt: numeric('amount_debt', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    atrAvailable: boolean('atr_available').notNull().default(true),
    dsoReference: text('dso_reference').notNull().default(''),
    noCessionSips: text('no_cession_sips').notNull().default('unactive'),
    /** Electronic notification of the contract (customer-area §4: requested, active, disabled; docs/communications.md). */
    electronicNotification: text('electronic_notification').notNull().default('disabled'),
    selfConsumption: boolean('self_consumption').notNull().default(false),
    pressureBar: numeric('pressure_bar', { precision: 8, scale: 3, mode: 'number' }),
    flowRateM3h: numeric('flow_rate_m3h', { precision: 10, scale: 3, mode: 'number' }),
    searchText: text('search_text').notNull().default(''),
    activeRank: smallint('active_rank')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`case when ${contracts.state} = 'activa' then 0 else 1 end`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contracts_name_key').on(t.name),
    // The list: one customer, one type, active first, then by name (also serves "has contracts").
    index('contracts_list_idx').on(t.customerId, t.type, t.activeRank, t.name),
    index('contracts_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('contracts_supply_point_id_idx').on(t.supplyPointId),
    check('contracts_type_check', sql`${t.type} in ('electricity', 'gas')`),
    check('contracts_state_check', sql`${t.state} in ('esborrany', 'activa', 'baixa', 'cancelada')`),
    check('contracts_invoice_online_check', sql`${t.invoiceOnline} in ('email', 'postal')`),
    check('contracts_no_cession_sips_check', sql`${t.noCessionSips} in ('requested', 'active', 'unactive')`),
    check('contracts_electronic_notification_check', sql`${t.electronicNotification} in ('requested', 'active', 'disabled')`),
  ],
);

/**
 * Contracted power per tariff period, in watts (the unit the power change sends), each set of
 * periods from its day: an approved power change adds a set from the next day (docs/signatures.md)
 * and the old set stays in force until then. The first set is in force from the contract's start
 * ('-infinity'). Readers take the set in force today from `contracted_powers_in_force`.
 */
export const contractedPowers = pgTable(
  'contracted_powers',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    period: smallint('period').notNull(),
    powerW: integer('power_w').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull().default(sql`'-infinity'`),
  },
  (t) => [
    // Its prefix (contract_id) serves every reader's "this contract's powers".
    primaryKey({ columns: [t.contractId, t.validFrom, t.period] }),
    check('contracted_powers_period_check', sql`${t.period} between 1 and 6`),
    check('contracted_powers_power_check', sql`${t.powerW} > 0`),
  ],
);

/**
 * The set of contracted powers in force today, the Spanish day (the portal's day for contracts):
 * of each contract, the rows of its latest `valid_from` not after today.
 */
export const contractedPowersInForce = pgView('contracted_powers_in_force', {
  contractId: integer('contract_id').notNull(),
  period: smallint('period').notNull(),
  powerW: integer('power_w').notNull(),
}).as(
  sql`select p.contract_id, p.period, p.power_w from contracted_powers p where p.valid_from = (select max(q.valid_from) from contracted_powers q where q.contract_id = p.contract_id and q.valid_from <= (now() at time zone 'Europe/Madrid')::date)`,
);

/** Where the retailer writes to about a contract: one of the customer's addresses plus contact fields. */
export const notificationAddresses = pgTable('notification_addresses', {
  contractId: integer('contract_id')
    .primaryKey()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  addressId: integer('address_id')
    .notNull()
    .references(() => addresses.id),
  email: text('email').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
