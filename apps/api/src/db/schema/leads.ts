import { LANGUAGES, LEAD_KINDS, LEAD_MODES, type TContactHours, type TLanguage, type TLeadKind, type TLeadMode } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A visitor's lead (visitor-and-shell §2.4, §3.1, §3.2; docs/leads.md): the lead form of a
 * comparator or of the power calculator, for the retailer's sales team. The contact fields as the
 * form validated them (the phone without +34 and spaces), the CUPS in its compact form, and what
 * the visitor compared or calculated as it was sent (`payload`: the comparison payload of §3.3/§3.4,
 * or the power lead's optimalPower, appliances, area, numPersones, cofSimul of §3.2).
 *
 * The visitor's IP address is not stored: `client_key` is an HMAC of it under a key derived from
 * the token secret, enough to count an address's uploads a day (the quota) and to see that many
 * leads came from one place, but not to learn the address from a dump of the database.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<TLeadKind>().notNull(),
    mode: text('mode').$type<TLeadMode>().notNull(),
    name: text('name').notNull(),
    surname1: text('surname1').notNull(),
    surname2: text('surname2'),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    contactHours: text('contact_hours').$type<TContactHours>().notNull(),
    consent: boolean('consent').notNull(),
    language: text('language').$type<TLanguage>().notNull(),
    cups: text('cups').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('leads_kind_check', sql`${t.kind} in (${listOf(LEAD_KINDS)})`),
    check('leads_mode_check', sql`${t.mode} in (${listOf(LEAD_MODES)})`),
    check('leads_language_check', sql`${t.language} in (${listOf(LANGUAGES)})`),
    // Staff read the newest first, by kind and dates; the quota sums an address's recent ones.
    index('leads_created_idx').on(t.createdAt),
    index('leads_client_key_idx').on(t.clientKey, t.createdAt),
  ],
);

/**
 * The invoice a lead carries (§2.4, §5.1: optional, required in the manual mode; pdf, jpeg or png
 * up to 15,000,000 bytes), stored as the cases' files: this row, the bytes in lead_invoice_chunks.
 * `lead_id` is null while the file is being written (db/staged-files.ts); the lead's transaction
 * links it.
 */
export const leadInvoices = pgTable(
  'lead_invoices',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_invoices_lead_idx').on(t.leadId)],
);

export const leadInvoiceChunks = pgTable(
  'lead_invoice_chunks',
  {
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => leadInvoices.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attachmentId, t.seq] }), check('lead_invoice_chunks_seq_check', sql`${t.seq} >= 0`)],
);
