import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
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
import { bytea } from './bytea.ts';
import { customers } from './customers.ts';
import { languageCheck } from './language-check.ts';
import { priceLists, tariffs } from './reference-data.ts';

/**
 * The business activity codes of the installation step (visitor-and-shell §3.9 cnae {id, name,
 * descripcio}; GET misc/cnaes/): id is the code's number in the retailer's list (986 for 9820, home
 * activities, §9), code the CNAE-2009 class.
 */
export const cnaes = pgTable('cnaes', { id: integer('id').primaryKey(), code: text('code').notNull() }, (t) => [
  uniqueIndex('cnaes_code_key').on(t.code),
]);

export const cnaeTexts = pgTable(
  'cnae_texts',
  {
    cnaeId: integer('cnae_id')
      .notNull()
      .references(() => cnaes.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cnaeId, t.language] }), languageCheck('cnae_texts_language_check', t.language)],
);

/**
 * A product as the wizards offer it (GET pricelist, gas/pricelist): a price list for an access
 * tariff, within a power range, with or without self-consumption, perhaps only with a promotional
 * code, perhaps asking for an initial card payment. Its name and HTML description are per language.
 */
export const productOffers = pgTable(
  'product_offers',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => tariffs.id, { onDelete: 'cascade' }),
    minPowerKw: numeric('min_power_kw', { precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
    maxPowerKw: numeric('max_power_kw', { precision: 10, scale: 3, mode: 'number' }),
    selfConsumption: text('self_consumption').$type<'any' | 'only' | 'never'>().notNull().default('any'),
    promocode: text('promocode'),
    initialPayment: numeric('initial_payment', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    link: text('link').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('product_offers_tariff_idx').on(t.tariffId, t.active),
    check('product_offers_self_consumption_check', sql`${t.selfConsumption} in ('any', 'only', 'never')`),
    check('product_offers_initial_payment_check', sql`${t.initialPayment} >= 0`),
    check('product_offers_link_check', sql`${t.link} = '' or ${t.link} ~ '^https?://'`),
  ],
);

export const productOfferTexts = pgTable(
  'product_offer_texts',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => productOffers.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    descriptionHtml: text('description_html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.language] }), languageCheck('product_offer_texts_language_check', t.language)],
);

/**
 * A contracting wizard's lead, kept step by step (docs/contracting.md): the draft of every step
 * (files apart, in contracting_lead_files), the step reached (1 to 5, visitor-and-shell §4.3), the
 * browser's key (a hash: the key itself lives only in that browser's cookie), the signed-in
 * customer if any. Confirmed once: confirmed_at and the result are set in the transaction that
 * makes the contracts, so a second confirmation answers the same result and makes nothing.
 */
export const contractingLeads = pgTable(
  'contracting_leads',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<'electricity' | 'gas' | 'dual'>().notNull(),
    step: smallint('step').notNull().default(0),
    keyHash: text('key_hash').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    vat: text('vat'),
    email: text('email'),
    leadsConsent: boolean('leads_consent').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    result: jsonb('result'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('contracting_leads_type_check', sql`${t.type} in ('electricity', 'gas', 'dual')`),
    check('contracting_leads_step_check', sql`${t.step} between 0 and 5`),
    languageCheck('contracting_leads_language_check', t.language),
    // Staff's list, newest first; the reminder sweep reads the unconfirmed ones by age.
    index('contracting_leads_updated_idx').on(t.updatedAt),
    index('contracting_leads_reminder_idx')
      .on(t.updatedAt)
      .where(sql`${t.confirmedAt} is null and ${t.reminderSentAt} is null and ${t.leadsConsent}`),
  ],
);

/** A lead's documents (invoice, ID front, company document, self-consumption), staged as every upload is (db/staged-files.ts). */
export const contractingLeadFiles = pgTable(
  'contracting_lead_files',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id').references(() => contractingLeads.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracting_lead_files_lead_idx').on(t.leadId),
    check(
      'contracting_lead_files_field_check',
      sql`${t.field} in ('invoice', 'nifFaceup', 'nifEmpresa', 'selfconsAttachments', 'gasInvoice')`,
    ),
  ],
);

export const contractingLeadFileChunks = pgTable(
  'contracting_lead_file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => contractingLeadFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] }), check('contracting_lead_file_chunks_seq_check', sql`${t.seq} >= 0`)],
);

/**
 * The demo's solvency source (docs/contracting.md, "Solvency and identity"): tax ids with unpaid
 * debts, as a credit bureau would answer. A retailer plugs its bureau behind the same interface.
 */
export const defaultedTaxIds = pgTable('defaulted_tax_ids', {
  vat: text('vat').primaryKey(),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
